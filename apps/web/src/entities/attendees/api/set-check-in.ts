import type { CheckInAnswer } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

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
