import { messages, type Care, type CheckInAnswer, type FamilyCheckInAnswer } from '@console/contracts';
import type { CheckedIn } from '../../entities/attendees/api/set-check-in.ts';
import type { FamilyScan } from '../../entities/door/api/family-door.ts';

/** One scan as the station sends it: its id is kept for every retry of it. */
export interface Scan {
  eventCode: number;
  memberCode: number;
  scanId: string;
  station: string | null;
}

/** The calls the flow and the outbox make; the app passes fetchers built on `apiFetch`. */
export interface CheckInApi {
  /** `PUT /api/events/{code}/attendees/{memberCode}` `{checkIn: true, scanId, station}`. */
  checkIn(scan: Scan, signal: AbortSignal): Promise<CheckInAnswer>;
  /** The same with `register: true`: a member who is not registered is registered first (`201`). */
  checkInOrRegister(scan: Scan, signal: AbortSignal): Promise<CheckedIn>;
  /** `POST /api/events/{code}/attendees` `{code: memberCode, checkIn: true, scanId, station}`. */
  registerAndCheckIn(scan: Scan, signal: AbortSignal): Promise<CheckInAnswer>;
  /** `POST /api/events/{code}/check-ins` `{scanId, station, members, register}`: a family at once. */
  checkInFamily(scan: FamilyScan, signal: AbortSignal): Promise<FamilyCheckInAnswer>;
}

export type CheckInOutcome =
  | { kind: 'checked'; attendee: CheckInAnswer; registeredNow: boolean }
  /** No in the 'Warning!' dialog: the member stays unregistered. */
  | { kind: 'declined'; memberCode: number }
  /** The server refused the check-in (a cancelled event, a disabled or unknown member). */
  | ({ kind: 'refused'; memberCode: number } & Refusal)
  /** No answer in time, or no network: the volunteer must know it did not go through. */
  | { kind: 'unanswered'; memberCode: number; error: unknown };

export interface CheckInScannedCodeInput {
  scan: Scan;
  registrationRequired: boolean;
  api: CheckInApi;
  /** Shows the 'Warning!' dialog; resolves true for Yes, false for No. */
  confirm: () => Promise<boolean>;
  /** How long a call may take before the scan counts as unanswered (docs/product.md §6.4: 2 s at the door). */
  answerWithinMs?: number;
}

export const ANSWER_WITHIN_MS = 2_000;

/** Why the server refused a call: its English message, with the code (and values) the station translates from. */
export interface Refusal {
  message: string;
  code?: string | undefined;
  values?: Record<string, string> | undefined;
}

/** Matches the app's `ApiError` by shape, so fakes and the real client both work. */
export function httpError(error: unknown): { status: number; refusal: Refusal } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, message, code, values } = error as { status?: unknown; message?: unknown; code?: unknown; values?: unknown };
  if (typeof status !== 'number' || typeof message !== 'string') return null;
  const refusal: Refusal = {
    message,
    ...(typeof code === 'string' && { code }),
    ...(typeof values === 'object' && values !== null && { values: values as Record<string, string> }),
  };
  return { status, refusal };
}

const isAttendeeNotFound = (error: unknown) => {
  const http = httpError(error);
  return http?.status === 404 && http.refusal.code === messages.attendance.attendeeNotFound;
};

/** A failed call as the station reports it: the server's refusal, or no answer at all. */
function failed(scan: Scan, error: unknown): CheckInOutcome {
  const http = httpError(error);
  // A 5xx says nothing about the member: like a lost answer, it did not go through.
  if (!http || http.status >= 500) return { kind: 'unanswered', memberCode: scan.memberCode, error };
  return { kind: 'refused', memberCode: scan.memberCode, ...http.refusal };
}

/**
 * Checks a scanned member in (docs/product.md §6.4). At an event open to all, one call
 * registers the member if need be and checks them in. At an event that requires registration,
 * a 404 with the code `attendance.attendeeNotFound` means the member is not registered: a person
 * confirms before they are. Every call carries the scan's id, so a call whose answer was lost can
 * be sent again without counting twice.
 */
export async function checkInScannedCode({
  scan,
  registrationRequired,
  api,
  confirm,
  answerWithinMs = ANSWER_WITHIN_MS,
}: CheckInScannedCodeInput): Promise<CheckInOutcome> {
  if (!registrationRequired) {
    try {
      return { kind: 'checked', ...(await api.checkInOrRegister(scan, AbortSignal.timeout(answerWithinMs))) };
    } catch (error) {
      return failed(scan, error);
    }
  }
  try {
    return { kind: 'checked', attendee: await api.checkIn(scan, AbortSignal.timeout(answerWithinMs)), registeredNow: false };
  } catch (error) {
    if (!isAttendeeNotFound(error)) return failed(scan, error);
  }
  if (!(await confirm())) return { kind: 'declined', memberCode: scan.memberCode };
  try {
    return { kind: 'checked', attendee: await api.registerAndCheckIn(scan, AbortSignal.timeout(answerWithinMs)), registeredNow: true };
  } catch (error) {
    return failed(scan, error);
  }
}

/** What the answer panel shows for a scan: who, in which state, and what a volunteer must know. */
export type ScanAnswer =
  | { kind: 'checked-in'; memberCode: number; fullname: string; registeredNow: boolean; care: Care | null; savedOnDevice?: boolean }
  | { kind: 'already'; memberCode: number; fullname: string; at: string | null; by: string | null; care: Care | null }
  /** No to the question: the member stays unregistered; named as the question named them. */
  | { kind: 'not-registered'; memberCode: number; fullname: string | null }
  | ({ kind: 'refused'; memberCode: number } & Refusal)
  | { kind: 'invalid'; message: string }
  /** Letters typed in the code box: a name, which the door does not look up (docs/product.md §6.2). */
  | { kind: 'name-typed'; text: string };

/** The answer to an outcome the server gave; an unanswered scan is decided on the device instead (offline-decision.ts). */
export function answerOf(outcome: Exclude<CheckInOutcome, { kind: 'unanswered' }>): ScanAnswer {
  switch (outcome.kind) {
    case 'checked': {
      const { attendee } = outcome;
      const care = attendee.care ?? null;
      return attendee.alreadyCheckedIn
        ? {
            kind: 'already',
            memberCode: attendee.code,
            fullname: attendee.fullname,
            at: attendee.checkedInAt,
            by: attendee.checkedInBy?.fullname ?? null,
            care,
          }
        : { kind: 'checked-in', memberCode: attendee.code, fullname: attendee.fullname, registeredNow: outcome.registeredNow, care };
    }
    case 'declined':
      return { kind: 'not-registered', memberCode: outcome.memberCode, fullname: null };
    case 'refused':
      return outcome;
  }
}
