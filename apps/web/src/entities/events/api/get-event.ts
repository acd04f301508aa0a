import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

export function getEvent(code: number, signal?: AbortSignal): Promise<Event> {
  return apiFetch<Event>(`/events/${code}`, { signal });
}

export function getEventQueryOptions(code: number) {
  return queryOptions({
    queryKey: eventKeys.detail(code),
    queryFn: ({ signal }) => getEvent(code, signal),
  });
}

/** One event: its page, its attendance summary and the check-in screen all read this one query. */
export function useEvent(code: number) {
  return useQuery({ ...getEventQueryOptions(code), enabled: code > 0 });
}
