import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSeries } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventSeriesKeys } from './event-series-keys.ts';

export function getEventSeries(id: number, signal?: AbortSignal): Promise<EventSeries> {
  return apiFetch<EventSeries>(`/event-series/${id}`, { signal });
}

export function getEventSeriesQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventSeriesKeys.detail(id),
    queryFn: ({ signal }) => getEventSeries(id, signal),
  });
}

/** `GET /api/event-series/{id}`: how a series repeats and its events, for the event page's Series section. */
export function useEventSeries(id: number | null) {
  return useQuery({ ...getEventSeriesQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
