import type { CheckInAnswer } from '@console/contracts';
import { apiFetch, apiFetchWithStatus } from '../../../lib/api-client.ts';

/** What a check-in station sends with a scan: the scan's id (kept for its retries) and the station's name. */
export interface ScanFacts {
  scanId?: string;
  station?: string | null;
}

/** Checks a registered attendee in or out; `404 Attendee not found` when not registered. */
export function setCheckIn(
  eventCode: number,
  attendeeCode: number,
  checkIn: boolean,
  scan: ScanFacts = {},
  signal?: AbortSignal,
): Promise<CheckInAnswer> {
  return apiFetch<CheckInAnswer>(`/events/${eventCode}/attendees/${attendeeCode}`, { method: 'PUT', body: { checkIn, ...scan }, signal });
}

/** A check-in's answer, and whether the same call registered the member. */
export interface CheckedIn {
  attendee: CheckInAnswer;
  registeredNow: boolean;
}

/**
 * Checks a member in, registering them first when they are not (`register: true`, answered `201`):
 * one call for a walk-in at an event open to all.
 */
export async function checkInOrRegister(
  eventCode: number,
  attendeeCode: number,
  scan: ScanFacts,
  signal?: AbortSignal,
): Promise<CheckedIn> {
  const { status, body } = await apiFetchWithStatus<CheckInAnswer>(`/events/${eventCode}/attendees/${attendeeCode}`, {
    method: 'PUT',
    body: { checkIn: true, register: true, ...scan },
    signal,
  });
  return { attendee: body, registeredNow: status === 201 };
}
