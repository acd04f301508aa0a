import { apiFetch } from '../../../lib/api-client.ts';

/** Unregisters an attendee (check-in cleared with it); `404 Attendee not found` when not registered. */
export function unregisterAttendee(eventCode: number, attendeeCode: number): Promise<void> {
  return apiFetch<void>(`/events/${eventCode}/attendees/${attendeeCode}`, { method: 'DELETE' });
}
