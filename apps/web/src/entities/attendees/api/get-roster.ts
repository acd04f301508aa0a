import { useQuery } from '@tanstack/react-query';
import type { Roster } from '@console/contracts';
import { apiFetch, apiGetIfChanged } from '../../../lib/api-client.ts';
import { attendeeKeys } from './attendee-keys.ts';

const rosterPath = (eventCode: number) => `/events/${eventCode}/roster`;

/** `GET /api/events/{code}/roster`: who may be checked in, who is, and what each needs (care). */
export function getRoster(eventCode: number, signal?: AbortSignal): Promise<Roster> {
  return apiFetch<Roster>(rosterPath(eventCode), { signal });
}

/** The roster when it changed since the one tagged `etag` (a check-in station's refresh), or null. */
export function getRosterIfChanged(eventCode: number, etag: string | null) {
  return apiGetIfChanged<Roster>(rosterPath(eventCode), etag);
}

export function useRoster(eventCode: number) {
  return useQuery({ queryKey: attendeeKeys.roster(eventCode), queryFn: ({ signal }) => getRoster(eventCode, signal) });
}
