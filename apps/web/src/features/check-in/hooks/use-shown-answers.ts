import { useCallback, useRef, useState } from 'react';
import type { ScanAnswer } from '../check-in-flow.ts';
import { signalAnswer, type AnswerTone } from '../signal-answer.ts';
import type { DoorFeedback } from '../station.ts';

/** How many earlier answers stay listed under the current one. */
const RECENT_ANSWERS = 5;

export interface ShownAnswer {
  /** Increases with every answer, so that the panel can restart its highlight. */
  id: number;
  answer: ScanAnswer;
  /** The answers of one family check-in share it, so that the care of each of them shows together. */
  batch?: number;
}

export function toneOf(answer: ScanAnswer): AnswerTone {
  if (answer.kind === 'checked-in') return 'success';
  return answer.kind === 'already' ? 'warning' : 'danger';
}

/** What a volunteer must know about the member an answer names, if anything. */
function careOf(answer: ScanAnswer) {
  return answer.kind === 'checked-in' || answer.kind === 'already' ? answer.care : null;
}

/**
 * The answers the panel lists, newest first: each shown with its beep and buzz, and one that
 * carries care holds the scanning (`onCare`) until the volunteer acknowledges it.
 */
export function useShownAnswers(feedback: DoorFeedback, onCare: () => void) {
  const lastIdRef = useRef(0);
  const [answers, setAnswers] = useState<ShownAnswer[]>([]);

  const show = useCallback(
    (answer: ScanAnswer, batch?: number) => {
      lastIdRef.current += 1;
      const id = lastIdRef.current;
      setAnswers((previous) => [{ id, answer, ...(batch !== undefined && { batch }) }, ...previous].slice(0, RECENT_ANSWERS + 1));
      signalAnswer(toneOf(answer), feedback);
      if (careOf(answer)) onCare();
    },
    [feedback, onCare],
  );

  return { answers, show };
}
