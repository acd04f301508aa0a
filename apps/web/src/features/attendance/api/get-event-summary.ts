import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { attendeeKeys } from './attendee-keys.ts';

/** The event the attendance screens work on (this feature's own copy: features do not import each other). */
export function getEventSummary(eventCode: number, signal?: AbortSignal): Promise<Event> {
  return apiFetch<Event>(`/events/${eventCode}`, { signal });
}

export function getEventSummaryQueryOptions(eventCode: number) {
  return queryOptions({
    queryKey: attendeeKeys.summary(eventCode),
    queryFn: ({ signal }) => getEventSummary(eventCode, signal),
  });
}

export function useEventSummary(eventCode: number) {
  return useQuery(getEventSummaryQueryOptions(eventCode));
}
