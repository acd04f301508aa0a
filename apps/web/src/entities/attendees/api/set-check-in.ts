import type { Attendee } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Checks a registered attendee in or out; `404 Attendee not found` when not registered. */
export function setCheckIn(eventCode: number, attendeeCode: number, checkIn: boolean): Promise<Attendee> {
  return apiFetch<Attendee>(`/events/${eventCode}/attendees/${attendeeCode}`, { method: 'PUT', body: { checkIn } });
}
