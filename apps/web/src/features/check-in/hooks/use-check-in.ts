import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toasts/toast-store.ts';
import { attendanceChanged } from '../../../entities/attendees/api/attendee-keys.ts';
import { checkInApi } from '../check-in-api.ts';
import { messages } from '@console/contracts';
import { answerOf, checkInScannedCode, checkInToast, type CheckInApi, type Scan, type ScanAnswer } from '../check-in-flow.ts';
import { decideOffline } from '../offline-decision.ts';
import { parseMemberCode } from '../parse-member-code.ts';
import { createScanGate, type ScanGate } from '../scan-gate.ts';
import { signalAnswer, type AnswerTone } from '../signal-answer.ts';
import type { DoorFeedback } from '../station.ts';
import { useDoorRoster } from './use-door-roster.ts';
import { useOutbox } from './use-outbox.ts';

/** How many earlier answers stay listed under the current one. */
const RECENT_ANSWERS = 5;

export interface ShownAnswer {
  /** Increases with every answer, so that the panel can restart its highlight. */
  id: number;
  answer: ScanAnswer;
}

interface CheckInEvent {
  code: number;
  registrationRequired: boolean;
}

export function toneOf(answer: ScanAnswer): AnswerTone {
  if (answer.kind === 'checked-in') return 'success';
  return answer.kind === 'already' ? 'warning' : 'danger';
}

/**
 * Handles scanned, typed and USB-scanned codes through one scan gate (duplicates within 10 s, 5 a
 * second) and the check-in flow. A scan never waits for the one before it to be answered, so a
 * queue moves at the camera's pace; only the not-registered question and a care alert stop the
 * scanning, until the volunteer has answered or acknowledged it.
 */
export function useCheckIn(event: CheckInEvent, station: string | null, feedback: DoorFeedback, api: CheckInApi = checkInApi) {
  const queryClient = useQueryClient();
  const gateRef = useRef<ScanGate | null>(null);
  const pausesRef = useRef(0);
  const confirmsRef = useRef<Promise<unknown>>(Promise.resolve());
  const confirmRef = useRef<((yes: boolean) => void) | null>(null);
  const acknowledgeRef = useRef<(() => void) | null>(null);
  const answerIdRef = useRef(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [careToAcknowledge, setCareToAcknowledge] = useState(false);
  const [answers, setAnswers] = useState<ShownAnswer[]>([]);
  const rosterRef = useDoorRoster(event.code);
  const { add: enqueueCheckIn, queuedAt, waitingCount, conflicts } = useOutbox(event.code, api);
  // Members this device checked in while deciding alone, and when: the roster learns it later.
  const checkedHereRef = useRef(new Map<number, string>());

  useEffect(() => {
    const gate = createScanGate();
    gateRef.current = gate;
    return () => {
      gate.dispose();
      if (gateRef.current === gate) gateRef.current = null;
      // Leaving with the dialog open answers No, so the pending scan finishes.
      confirmRef.current?.(false);
      acknowledgeRef.current?.();
    };
  }, []);

  /** Stops the scanning until the answer given resumes it; pauses add up. */
  const pause = useCallback(() => {
    pausesRef.current += 1;
    gateRef.current?.setDialogOpen(true);
    return () => {
      pausesRef.current -= 1;
      gateRef.current?.setDialogOpen(pausesRef.current > 0);
    };
  }, []);

  // Scans answered at once may both need the question: they are asked one after the other.
  const confirm = useCallback(() => {
    const asked = confirmsRef.current.then(
      () =>
        new Promise<boolean>((resolve) => {
          const resume = pause();
          setDialogOpen(true);
          confirmRef.current = (yes) => {
            confirmRef.current = null;
            setDialogOpen(false);
            resume();
            resolve(yes);
          };
        }),
    );
    confirmsRef.current = asked;
    return asked;
  }, [pause]);

  const answer = useCallback((yes: boolean) => confirmRef.current?.(yes), []);
  const acknowledge = useCallback(() => acknowledgeRef.current?.(), []);

  const show = useCallback(
    (shown: ScanAnswer) => {
      answerIdRef.current += 1;
      const id = answerIdRef.current;
      setAnswers((previous) => [{ id, answer: shown }, ...previous].slice(0, RECENT_ANSWERS + 1));
      signalAnswer(toneOf(shown), feedback);
      const care = shown.kind === 'checked-in' || shown.kind === 'already' ? shown.care : null;
      if (care && !acknowledgeRef.current) {
        const resume = pause();
        setCareToAcknowledge(true);
        acknowledgeRef.current = () => {
          acknowledgeRef.current = null;
          setCareToAcknowledge(false);
          resume();
        };
      }
    },
    [feedback, pause],
  );

  /** No answer from the server: decide from the roster, show it at once, and queue the call. */
  const decideHere = useCallback(
    async (scan: Scan, ask: () => Promise<boolean>) => {
      const { memberCode } = scan;
      const decision = decideOffline({
        roster: rosterRef.current?.roster ?? null,
        memberCode,
        checkedHereAt: checkedHereRef.current.get(memberCode) ?? queuedAt(memberCode),
      });
      if (decision.kind === 'cancelled') {
        show({ kind: 'refused', memberCode, message: messages.events.cancelled });
        return;
      }
      if (decision.kind === 'already') {
        show({ kind: 'already', memberCode, fullname: decision.fullname, at: decision.at, by: null, care: decision.care });
        return;
      }
      const registering = decision.kind === 'register';
      if (registering && decision.ask && !(await ask())) {
        show({ kind: 'not-registered', memberCode });
        return;
      }
      const decidedAt = Date.now();
      checkedHereRef.current.set(memberCode, new Date(decidedAt).toISOString());
      await enqueueCheckIn({ ...scan, call: registering ? 'register' : 'check-in', fullname: decision.fullname, decidedAt });
      show({
        kind: 'checked-in',
        memberCode,
        fullname: decision.fullname ?? '',
        registeredNow: registering,
        care: decision.care,
        savedOnDevice: true,
      });
    },
    [enqueueCheckIn, queuedAt, rosterRef, show],
  );

  const handle = useCallback(
    async (text: string) => {
      const parsed = parseMemberCode(text);
      if (!parsed.ok) {
        toast.danger(parsed.message);
        show({ kind: 'invalid', message: parsed.message });
        return;
      }
      const scan: Scan = { eventCode: event.code, memberCode: parsed.memberCode, scanId: crypto.randomUUID(), station };
      // The question is asked once per scan, even when the answer must then be decided here.
      let asked: boolean | null = null;
      const askOnce = async () => (asked ??= await confirm());
      const outcome = navigator.onLine
        ? await checkInScannedCode({ scan, registrationRequired: event.registrationRequired, api, confirm: askOnce })
        : null;
      if (!outcome || outcome.kind === 'unanswered') {
        await decideHere(scan, askOnce);
        return;
      }
      const message = checkInToast(outcome);
      if (message) toast[message.variant](message.message);
      show(answerOf(outcome));
      if (outcome.kind === 'checked') {
        await attendanceChanged(queryClient, event.code);
      }
    },
    [api, confirm, decideHere, event.code, event.registrationRequired, queryClient, show, station],
  );

  /** Offers a text to the gate and, when accepted, checks the member in while the next scan goes on. */
  const submit = useCallback(
    async (text: string, options?: { byHand?: boolean }) => {
      const gate = gateRef.current;
      if (!gate || gate.offer(text, options) !== 'accepted') return;
      gate.done();
      await handle(text).catch((error: unknown) => console.warn('Check-in failed', error));
    },
    [handle],
  );

  return {
    submit,
    dialogOpen,
    answer,
    careToAcknowledge,
    acknowledge,
    answers,
    waitingCount,
    conflicts,
  };
}
