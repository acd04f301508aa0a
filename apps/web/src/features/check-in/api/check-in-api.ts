import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attendee, Event } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import type { CheckInApi } from '../check-in-flow.ts';

/** Same shape as the events feature's keys, so that a change there refreshes the counters here. */
export const checkInEventKey = (code: number) => ['events', 'detail', code] as const;

export function getCheckInEvent(code: number, signal?: AbortSignal): Promise<Event> {
  return apiFetch<Event>(`/events/${code}`, { signal });
}

export function checkInEventQueryOptions(code: number) {
  return queryOptions({ queryKey: checkInEventKey(code), queryFn: ({ signal }) => getCheckInEvent(code, signal) });
}

/** The event (name, registrationRequired, registered and checked counts) of the check-in screen. */
export function useCheckInEvent(code: number) {
  return useQuery({ ...checkInEventQueryOptions(code), enabled: code > 0 });
}

/** The two attendance calls of the check-in flow, on the real API. */
export const checkInApi: CheckInApi = {
  checkIn: (eventCode, memberCode) =>
    apiFetch<Attendee>(`/events/${eventCode}/attendees/${memberCode}`, { method: 'PUT', body: { checkIn: true } }),
  registerAndCheckIn: (eventCode, memberCode) =>
    apiFetch<Attendee>(`/events/${eventCode}/attendees`, { method: 'POST', body: { code: memberCode, checkIn: true } }),
};
