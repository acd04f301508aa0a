import { useCallback, useEffect, useRef, useState } from 'react';

/** Whom the question is about: the member's code, and their name where it is known. */
export interface Unregistered {
  memberCode: number;
  fullname: string | null;
}

/**
 * The 'Warning!' question for a member not registered at an event that requires it: `ask` opens
 * it about a member and resolves true for Yes, false for No; `who` stays the last one asked about,
 * so the dialog keeps its words while it closes. Questions due at once (scans answered together) are
 * asked one after the other; while one is open the scanning pauses. Leaving the screen answers No,
 * so that the scan waiting on it finishes.
 */
export function useRegistrationQuestion(pause: () => () => void) {
  const askedRef = useRef<Promise<unknown>>(Promise.resolve());
  const answerRef = useRef<((yes: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [who, setWho] = useState<Unregistered | null>(null);

  useEffect(() => () => answerRef.current?.(false), []);

  const ask = useCallback(
    (about: Unregistered) => {
      const asked = askedRef.current.then(
        () =>
          new Promise<boolean>((resolve) => {
            const resume = pause();
            setWho(about);
            setOpen(true);
            answerRef.current = (yes) => {
              answerRef.current = null;
              setOpen(false);
              resume();
              resolve(yes);
            };
          }),
      );
      askedRef.current = asked;
      return asked;
    },
    [pause],
  );

  /** The volunteer's Yes or No to the open question. */
  const answer = useCallback((yes: boolean) => answerRef.current?.(yes), []);

  return { ask, open, who, answer };
}
