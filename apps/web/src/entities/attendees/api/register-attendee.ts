import type { CheckInAnswer } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ScanFacts } from './set-check-in.ts';

/** Registers a member for an event, checked in or not: `201` when new, `200` when already registered. */
export function registerAttendee(
  eventCode: number,
  attendeeCode: number,
  checkIn: boolean,
  scan: ScanFacts = {},
  signal?: AbortSignal,
): Promise<CheckInAnswer> {
  return apiFetch<CheckInAnswer>(`/events/${eventCode}/attendees`, {
    method: 'POST',
    body: { code: attendeeCode, checkIn, ...scan },
    signal,
  });
}
