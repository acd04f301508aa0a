import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePausedScanGate } from './use-paused-scan-gate.ts';

describe('usePausedScanGate', () => {
  it('accepts a code, and the next one at once: a scan does not wait for the last to be answered', () => {
    const { result } = renderHook(() => usePausedScanGate());
    expect(result.current.accept('42')).toBe(true);
    expect(result.current.accept('43')).toBe(true);
    // The same code again within the window is the camera seeing it again.
    expect(result.current.accept('42')).toBe(false);
  });

  it('accepts nothing while any pause holds, and again once the last ends', () => {
    const { result } = renderHook(() => usePausedScanGate());
    const endQuestion = result.current.pause();
    const endCareAlert = result.current.pause();
    expect(result.current.accept('42', { byHand: true })).toBe(false);
    endQuestion();
    // Ending a pause twice does not end another's.
    endQuestion();
    expect(result.current.accept('42', { byHand: true })).toBe(false);
    endCareAlert();
    expect(result.current.accept('42', { byHand: true })).toBe(true);
  });

  it('keeps a pause made before the gate was made', () => {
    let end: (() => void) | null = null;
    const { result } = renderHook(() => {
      const gate = usePausedScanGate();
      end ??= gate.pause();
      return gate;
    });
    expect(result.current.accept('42')).toBe(false);
    act(() => end!());
    expect(result.current.accept('42')).toBe(true);
  });

  it('accepts nothing once the screen has gone', () => {
    const { result, unmount } = renderHook(() => usePausedScanGate());
    const { accept } = result.current;
    unmount();
    expect(accept('42')).toBe(false);
  });
});
