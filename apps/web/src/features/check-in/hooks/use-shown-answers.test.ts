import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Care } from '@console/contracts';
import type { ScanAnswer } from '../check-in-flow.ts';
import { toneOf, useShownAnswers } from './use-shown-answers.ts';

const checkedIn = (memberCode: number, care: Care | null = null): ScanAnswer => ({
  kind: 'checked-in',
  memberCode,
  fullname: `Member ${memberCode}`,
  registeredNow: false,
  care,
});

describe('useShownAnswers', () => {
  it('lists the newest answer first with the five before it, each with an id of its own', () => {
    const onCare = vi.fn();
    const { result } = renderHook(() => useShownAnswers({ sound: false, vibration: false }, onCare));
    act(() => {
      for (let code = 1; code <= 7; code += 1) result.current.show(checkedIn(code));
    });
    expect(result.current.answers.map(({ answer }) => (answer.kind === 'checked-in' ? answer.memberCode : null))).toEqual([
      7, 6, 5, 4, 3, 2,
    ]);
    expect(result.current.answers.map(({ id }) => id)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(onCare).not.toHaveBeenCalled();
  });

  it('holds the scanning for an answer that carries care, checked in now or before', () => {
    const onCare = vi.fn();
    const { result } = renderHook(() => useShownAnswers({ sound: false, vibration: false }, onCare));
    act(() => result.current.show(checkedIn(1, { foodAllergies: 'Peanuts' })));
    expect(onCare).toHaveBeenCalledOnce();
    const care = { medicalConditions: 'Asthma' };
    act(() => result.current.show({ kind: 'already', memberCode: 2, fullname: 'Ana', at: null, by: null, care }));
    expect(onCare).toHaveBeenCalledTimes(2);
    act(() => result.current.show({ kind: 'not-registered', memberCode: 3, fullname: null }));
    expect(onCare).toHaveBeenCalledTimes(2);
  });

  it('buzzes in the answer tone when the station wants it', () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    try {
      const { result } = renderHook(() => useShownAnswers({ sound: false, vibration: true }, vi.fn()));
      act(() => result.current.show({ kind: 'invalid', message: 'Invalid QR Code!' }));
      expect(vibrate).toHaveBeenCalledWith([300]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('toneOf', () => {
  it('is green for a check-in, amber for someone already in, red for the rest', () => {
    expect(toneOf(checkedIn(1))).toBe('success');
    expect(toneOf({ kind: 'already', memberCode: 1, fullname: 'Ana', at: null, by: null, care: null })).toBe('warning');
    expect(toneOf({ kind: 'not-registered', memberCode: 1, fullname: null })).toBe('danger');
    expect(toneOf({ kind: 'refused', memberCode: 1, message: 'Event is cancelled.' })).toBe('danger');
    expect(toneOf({ kind: 'invalid', message: 'Invalid QR Code!' })).toBe('danger');
  });
});
