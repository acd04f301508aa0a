import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCareAcknowledgement } from './use-care-acknowledgement.ts';

function setup() {
  const resume = vi.fn();
  const pause = vi.fn(() => resume);
  return { ...renderHook(() => useCareAcknowledgement(pause)), pause, resume };
}

describe('useCareAcknowledgement', () => {
  it('holds the scanning from a care answer until the volunteer acknowledges it', () => {
    const { result, pause, resume } = setup();
    expect(result.current.waiting).toBe(false);
    act(() => result.current.hold());
    expect(result.current.waiting).toBe(true);
    expect(pause).toHaveBeenCalledOnce();
    expect(resume).not.toHaveBeenCalled();
    act(() => result.current.acknowledge());
    expect(result.current.waiting).toBe(false);
    expect(resume).toHaveBeenCalledOnce();
  });

  it('covers a second care answer, shown while one waits, with the same acknowledgement', () => {
    const { result, pause, resume } = setup();
    act(() => {
      result.current.hold();
      result.current.hold();
    });
    expect(pause).toHaveBeenCalledOnce();
    act(() => result.current.acknowledge());
    expect(resume).toHaveBeenCalledOnce();
    expect(result.current.waiting).toBe(false);
    // Acknowledged twice: nothing more is resumed.
    act(() => result.current.acknowledge());
    expect(resume).toHaveBeenCalledOnce();
  });

  it('acknowledges when the screen goes', () => {
    const { result, unmount, resume } = setup();
    act(() => result.current.hold());
    unmount();
    expect(resume).toHaveBeenCalledOnce();
  });
});
