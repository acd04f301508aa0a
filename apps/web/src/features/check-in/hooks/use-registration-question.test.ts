import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRegistrationQuestion } from './use-registration-question.ts';

function setup() {
  const resumes: ReturnType<typeof vi.fn>[] = [];
  const pause = vi.fn(() => {
    const resume = vi.fn();
    resumes.push(resume);
    return resume;
  });
  const hook = renderHook(() => useRegistrationQuestion(pause));
  return { ...hook, pause, resumes };
}

const ANA = { memberCode: 42, fullname: 'Ana Ruiz' };
const BEN = { memberCode: 43, fullname: null };

/** Lets the questions' promises move on. */
const settle = () => act(async () => {});

describe('useRegistrationQuestion', () => {
  it('opens the question, pausing the scanning, and resolves the answer given', async () => {
    const { result, pause, resumes } = setup();
    expect(result.current.open).toBe(false);
    let asked!: Promise<boolean>;
    act(() => {
      asked = result.current.ask(ANA);
    });
    await settle();
    expect(result.current.open).toBe(true);
    expect(result.current.who).toEqual(ANA);
    expect(pause).toHaveBeenCalledOnce();
    act(() => result.current.answer(true));
    await expect(asked).resolves.toBe(true);
    expect(result.current.open).toBe(false);
    // Still whom it asked about, while the dialog closes.
    expect(result.current.who).toEqual(ANA);
    expect(resumes[0]).toHaveBeenCalledOnce();
  });

  it('asks two questions due at once one after the other', async () => {
    const { result, pause } = setup();
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.ask(ANA);
      second = result.current.ask(BEN);
    });
    await settle();
    expect(pause).toHaveBeenCalledOnce();
    expect(result.current.who).toEqual(ANA);
    act(() => result.current.answer(false));
    await expect(first).resolves.toBe(false);
    await settle();
    expect(result.current.open).toBe(true);
    expect(result.current.who).toEqual(BEN);
    expect(pause).toHaveBeenCalledTimes(2);
    act(() => result.current.answer(true));
    await expect(second).resolves.toBe(true);
    expect(result.current.open).toBe(false);
  });

  it('answers No for the question open when the screen goes', async () => {
    const { result, unmount, resumes } = setup();
    let asked!: Promise<boolean>;
    act(() => {
      asked = result.current.ask(ANA);
    });
    await settle();
    unmount();
    await expect(asked).resolves.toBe(false);
    expect(resumes[0]).toHaveBeenCalledOnce();
  });

  it('does nothing with an answer when no question is open', () => {
    const { result, pause } = setup();
    act(() => result.current.answer(true));
    expect(result.current.open).toBe(false);
    expect(pause).not.toHaveBeenCalled();
  });
});
