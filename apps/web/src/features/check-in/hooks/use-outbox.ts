import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { attendanceChanged } from '../../../entities/attendees/api/attendee-keys.ts';
import { httpError, type CheckInApi, type Refusal } from '../check-in-flow.ts';
import { dequeue, enqueue, waiting, type WaitingCheckIn } from '../door-store.ts';

/** How often a station with check-ins waiting tries the network again, besides the browser's 'online'. */
export const OUTBOX_RETRY_MS = 5_000;
const SEND_WITHIN_MS = 5_000;

/** A check-in decided here that the server saw otherwise: nothing is lost, but the volunteer is told. */
type ConflictFacts =
  | { kind: 'already'; memberCode: number; fullname: string; at: string | null; by: string | null }
  | ({ kind: 'refused'; memberCode: number; fullname: string | null } & Refusal);
export type Conflict = ConflictFacts & { id: number };

/** What the server said of one member a waiting item named. */
interface Sent {
  code: number;
  fullname: string;
  alreadyCheckedIn: boolean;
  at: string | null;
  by: string | null;
}

/**
 * The check-ins this station decided alone, sent in the order they were made as soon as the
 * network is back, each with its scan's id (so a call that did reach the server before is not
 * counted twice). The count of those waiting is always known.
 */
export function useOutbox(eventCode: number, api: CheckInApi) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState(0);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const sendingRef = useRef(false);
  /** The waiting check-ins as last read, also after a reload: who this device has checked in already. */
  const waitingRef = useRef<WaitingCheckIn[]>([]);
  const conflictIdRef = useRef(0);
  /**
   * Whether the screen is still shown. A send or a reading of the store that ends after the
   * screen has gone updates nothing: the store keeps what is waiting for the next screen.
   */
  const shownRef = useRef(true);
  useEffect(() => {
    shownRef.current = true;
    return () => {
      shownRef.current = false;
    };
  }, []);

  const recount = useCallback(async () => {
    waitingRef.current = await waiting(eventCode).catch(() => waitingRef.current);
    if (shownRef.current) setCount(waitingRef.current.length);
  }, [eventCode]);

  const report = useCallback((conflict: ConflictFacts) => {
    if (!shownRef.current) return;
    conflictIdRef.current += 1;
    const id = conflictIdRef.current;
    setConflicts((previous) => [{ ...conflict, id }, ...previous]);
  }, []);

  /** Sends one waiting item; answers each member's outcome. */
  const send = useCallback(
    async (item: WaitingCheckIn): Promise<Sent[]> => {
      const signal = AbortSignal.timeout(SEND_WITHIN_MS);
      const { scanId, station } = item;
      if (item.family) {
        const { results } = await api.checkInFamily({ eventCode, scanId, station, ...item.family }, signal);
        return results.map((result) => ({ ...result, at: null, by: null }));
      }
      const scan = { eventCode, memberCode: item.memberCode, scanId, station };
      const answer = await (item.call === 'check-in' ? api.checkIn : api.registerAndCheckIn)(scan, signal);
      return [
        { ...answer, alreadyCheckedIn: Boolean(answer.alreadyCheckedIn), at: answer.checkedInAt, by: answer.checkedInBy?.fullname ?? null },
      ];
    },
    [api, eventCode],
  );

  const flush = useCallback(async () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    let sent = false;
    try {
      for (const item of await waiting(eventCode)) {
        try {
          for (const answer of await send(item)) {
            if (answer.alreadyCheckedIn)
              report({ kind: 'already', memberCode: answer.code, fullname: answer.fullname, at: answer.at, by: answer.by });
          }
          await dequeue(item.seq!);
          sent = true;
        } catch (error) {
          const http = httpError(error);
          // Still no network, or a server in trouble: keep it, and the rest behind it, for the next try.
          if (!http || http.status >= 500) break;
          await dequeue(item.seq!);
          sent = true;
          report({ kind: 'refused', memberCode: item.memberCode, fullname: item.fullname, ...http.refusal });
        }
        await recount();
      }
    } finally {
      sendingRef.current = false;
      await recount();
    }
    if (sent) {
      await attendanceChanged(queryClient, eventCode);
    }
  }, [eventCode, queryClient, recount, report, send]);

  const add = useCallback(
    async (item: WaitingCheckIn) => {
      await enqueue(item);
      await recount();
      void flush();
    },
    [flush, recount],
  );

  useEffect(() => {
    void recount().then(() => flush());
    const online = () => void flush();
    window.addEventListener('online', online);
    const timer = setInterval(() => void flush(), OUTBOX_RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [flush, recount]);

  /** When this device queued a check-in of the member, if one is waiting. */
  const queuedAt = useCallback((memberCode: number) => {
    const item = waitingRef.current.find(
      (candidate) => candidate.memberCode === memberCode || candidate.family?.members.includes(memberCode),
    );
    return item ? new Date(item.decidedAt).toISOString() : null;
  }, []);

  return { waitingCount: count, conflicts, add, queuedAt };
}
