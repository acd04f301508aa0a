import type { Attendee } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Registers a member for an event, checked in or not: `201` when new, `200` when already registered. */
export function registerAttendee(eventCode: number, attendeeCode: number, checkIn: boolean): Promise<Attendee> {
  return apiFetch<Attendee>(`/events/${eventCode}/attendees`, { method: 'POST', body: { code: attendeeCode, checkIn } });
}
