import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanGate, type ScanGate } from './scan-gate.ts';

describe('createScanGate', () => {
  let gate: ScanGate;

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    gate = createScanGate({ now: Date.now });
  });
  afterEach(() => {
    gate.dispose();
    vi.useRealTimers();
  });

  /** Offers a text and, if accepted, finishes handling it at once. */
  const scan = (text: string) => {
    const decision = gate.offer(text);
    if (decision === 'accepted') gate.done();
    return decision;
  };

  it('accepts a first scan', () => {
    expect(gate.offer('42')).toBe('accepted');
  });

  it('ignores the same text within 10 s and accepts it again after the cleanup', () => {
    expect(scan('42')).toBe('accepted');
    vi.advanceTimersByTime(9_900);
    expect(scan('42')).toBe('duplicate');
    vi.advanceTimersByTime(200);
    expect(scan('42')).toBe('accepted');
  });

  it('times the window from the accepted scan, not from the ignored repeats', () => {
    scan('42');
    for (let i = 0; i < 9; i++) {
      vi.advanceTimersByTime(1_000);
      expect(scan('42')).toBe('duplicate');
    }
    vi.advanceTimersByTime(1_000);
    expect(scan('42')).toBe('accepted');
  });

  it('lets a different text through inside the window', () => {
    scan('42');
    vi.advanceTimersByTime(500);
    expect(scan('43')).toBe('accepted');
  });

  it('keeps the window exact even between two cleanups', () => {
    vi.advanceTimersByTime(500);
    scan('42');
    vi.advanceTimersByTime(9_999);
    expect(scan('42')).toBe('duplicate');
    vi.advanceTimersByTime(1);
    expect(scan('42')).toBe('accepted');
  });

  it('handles one scan at a time', () => {
    expect(gate.offer('1')).toBe('accepted');
    vi.advanceTimersByTime(300);
    expect(gate.offer('2')).toBe('busy');
    gate.done();
    expect(gate.offer('2')).toBe('accepted');
  });

  it('does not remember a text refused while busy', () => {
    gate.offer('1');
    expect(gate.offer('2')).toBe('busy');
    gate.done();
    expect(gate.offer('2')).not.toBe('duplicate');
  });

  it('ignores every scan while the dialog is open', () => {
    gate.offer('1');
    gate.setDialogOpen(true);
    gate.done();
    vi.advanceTimersByTime(1_000);
    expect(gate.offer('2')).toBe('dialog-open');
    gate.setDialogOpen(false);
    expect(gate.offer('2')).toBe('accepted');
  });

  it('accepts at most 5 scans per second', () => {
    for (const text of ['1', '2', '3', '4', '5']) {
      expect(scan(text)).toBe('accepted');
      vi.advanceTimersByTime(100);
    }
    expect(scan('6')).toBe('rate-limited');
    // The first scan (t=0) leaves the one-second window at t=1000.
    vi.advanceTimersByTime(500);
    expect(scan('6')).toBe('accepted');
    expect(scan('7')).toBe('rate-limited');
  });

  it('does not count refused offers towards the rate', () => {
    scan('1');
    for (let i = 0; i < 10; i++) expect(scan('1')).toBe('duplicate');
    for (const text of ['2', '3', '4', '5']) expect(scan(text)).toBe('accepted');
  });

  it('takes a code typed by hand even as a repeat or over the rate, and remembers it for the camera', () => {
    expect(scan('42')).toBe('accepted');
    for (const text of ['1', '2', '3', '4']) expect(scan(text)).toBe('accepted');
    // Five accepted in this second and 42 among them: a scan of either kind would be refused.
    expect(scan('42')).toBe('duplicate');
    expect(scan('9')).toBe('rate-limited');
    expect(gate.offer('42', { byHand: true })).toBe('accepted');
    gate.done();
    expect(gate.offer('9', { byHand: true })).toBe('accepted');
    gate.done();
    // The camera then sees the typed code: handled already, within the window.
    vi.advanceTimersByTime(5_000);
    expect(scan('9')).toBe('duplicate');
  });

  it('refuses a code typed by hand while the dialog is open', () => {
    gate.setDialogOpen(true);
    expect(gate.offer('42', { byHand: true })).toBe('dialog-open');
  });

  it('honours other limits when given', () => {
    gate.dispose();
    gate = createScanGate({ now: Date.now, duplicateWindowMs: 2_000, maxPerSecond: 1 });
    expect(scan('1')).toBe('accepted');
    expect(scan('2')).toBe('rate-limited');
    vi.advanceTimersByTime(2_000);
    expect(scan('1')).toBe('accepted');
  });

  it('sweeps old entries on its interval and stops the timer when disposed', () => {
    const now = vi.fn(() => Date.now());
    gate.dispose();
    gate = createScanGate({ now });
    now.mockClear();
    vi.advanceTimersByTime(3_000);
    expect(now).toHaveBeenCalledTimes(3);
    gate.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(gate.offer('1')).toBe('disposed');
  });
});
