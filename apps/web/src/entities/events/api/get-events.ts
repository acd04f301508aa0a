import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventList, EventSort, SortDirection } from '@console/contracts';
import { apiFetch, exportUrl } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** `GET /api/events` parameters; date bounds are already UTC 'YYYY-MM-DD HH:mm:ss.SSS'. */
export type EventsQuery = {
  page: number;
  size: number;
  sort: EventSort;
  direction: SortDirection;
  search?: string;
  venue: string[];
  status: string[];
  startbefore?: string;
  startafter?: string;
  endbefore?: string;
  endafter?: string;
};

export function getEvents(query: EventsQuery, signal?: AbortSignal): Promise<EventList> {
  return apiFetch<EventList>('/events', { query, signal });
}

/** Every event the list shows with this query, as a CSV download. */
export const eventsExportUrl = (query: EventsQuery) => exportUrl('/events', query);

export function getEventsQueryOptions(query: EventsQuery) {
  return queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => getEvents(query, signal),
  });
}

/** One page of events; the previous page stays on screen while the next one loads. */
export function useEvents(query: EventsQuery) {
  return useQuery({ ...getEventsQueryOptions(query), placeholderData: keepPreviousData });
}
