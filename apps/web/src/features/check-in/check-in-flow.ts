import { messages, type Attendee } from '@console/contracts';
import type { ToastVariant } from '../../components/toasts/toast-store.ts';
import { checkInMessages } from './messages.ts';

/** The two calls the flow makes; the app passes fetchers built on `apiFetch`. */
export interface CheckInApi {
  /** `PUT /api/events/{code}/attendees/{memberCode}` `{checkIn: true}`. */
  checkIn(eventCode: number, memberCode: number): Promise<Attendee>;
  /** `POST /api/events/{code}/attendees` `{code: memberCode, checkIn: true}`. */
  registerAndCheckIn(eventCode: number, memberCode: number): Promise<Attendee>;
}

export type CheckInOutcome =
  | { kind: 'checked'; attendee: Attendee }
  | { kind: 'registered-and-checked'; attendee: Attendee }
  | { kind: 'declined' }
  /** Any other failed reply: the spec wants no message; the error is kept for logging. */
  | { kind: 'ignored'; error: unknown };

export interface CheckInScannedCodeInput {
  eventCode: number;
  memberCode: number;
  registrationRequired: boolean;
  api: CheckInApi;
  /** Shows the 'Warning!' dialog; resolves true for Yes, false for No. */
  confirm: () => Promise<boolean>;
}

/** Matches the app's `ApiError` by shape, so fakes and the real client both work. */
function isAttendeeNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 404 && message === messages.attendance.attendeeNotFound;
}

/**
 * Checks a scanned member in (product spec, section 8). 'Attendee not found' means the member
 * is not registered: on an event that requires registration a person confirms first, otherwise
 * the member is registered and checked in at once. Every other failure is silent.
 */
export async function checkInScannedCode({
  eventCode,
  memberCode,
  registrationRequired,
  api,
  confirm,
}: CheckInScannedCodeInput): Promise<CheckInOutcome> {
  try {
    return { kind: 'checked', attendee: await api.checkIn(eventCode, memberCode) };
  } catch (error) {
    if (!isAttendeeNotFound(error)) return { kind: 'ignored', error };
  }
  if (registrationRequired && !(await confirm())) return { kind: 'declined' };
  try {
    return { kind: 'registered-and-checked', attendee: await api.registerAndCheckIn(eventCode, memberCode) };
  } catch (error) {
    return { kind: 'ignored', error };
  }
}

export interface CheckInToast {
  variant: ToastVariant;
  message: string;
}

/** The toast for an outcome, or `null` for the silent ones (No in the dialog, ignored failures). */
export function checkInToast(outcome: CheckInOutcome): CheckInToast | null {
  switch (outcome.kind) {
    case 'checked':
      return { variant: 'success', message: checkInMessages.checked };
    case 'registered-and-checked':
      return { variant: 'success', message: checkInMessages.registeredAndChecked };
    case 'declined':
    case 'ignored':
      return null;
  }
}
