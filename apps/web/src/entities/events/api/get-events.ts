import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, EVENT_SORTS, PAGE_SIZES, type EventList, type EventSort, type SortDirection } from '@console/contracts';
import type { ListFilters, ListStateOptions } from '../../../components/list/use-list-state.ts';
import { apiFetch, exportUrl } from '../../../lib/api-client.ts';
import { isDay, localDay, localDayEndUtc, localDayStartUtc } from '../../../lib/dates.ts';
import { eventKeys, type EventsQuery } from './event-keys.ts';

/** The list's date filters: 'before' and 'after' a day, the day itself included. */
export const DATE_FILTER_KEYS = ['startbefore', 'startafter', 'endbefore', 'endafter'] as const;
export type DateFilterKey = (typeof DATE_FILTER_KEYS)[number];
/** Each date filter's local 'YYYY-MM-DD' day, or '' when not set. */
export type DateFilterValues = Record<DateFilterKey, string>;

/**
 * A date filter may name `today` instead of a day, so that a link keeps meaning "from today" on
 * whatever day it is followed (docs/product.md §5.2).
 */
const TODAY = 'today';

/** How the navigation, Home and the breadcrumbs open the events list: upcoming from today, the soonest first. */
export const EVENTS_FROM_TODAY = `/events?endafter=${TODAY}`;

/** The events list's state in the URL: its sorts, page sizes and filters. */
export const EVENTS_LIST: ListStateOptions<EventSort, 'venue' | 'status' | DateFilterKey> = {
  defaultSort: 'start-date',
  sorts: EVENT_SORTS,
  pageSizes: PAGE_SIZES,
  defaultSize: DEFAULT_PAGE_SIZE,
  filterKeys: ['venue', 'status', ...DATE_FILTER_KEYS],
};

/** What the events list's URL holds (readListState, or the list state built on it). */
type EventsListPosition = {
  page: number;
  size: number;
  sort: EventSort;
  direction: SortDirection;
  search: string;
  filters: ListFilters<'venue' | 'status' | DateFilterKey>;
};

/**
 * The list's call for what its URL holds, and the date filters in it. The dates stay local days in
 * the URL ('?startafter=2026-03-08', or `today`) and become UTC bounds only in the call: 'before' a day is its
 * end, 'after' its start. Pure, so that the first read can start before the screen's code is here
 * (app/first-reads.ts).
 */
export function eventsQueryOf(list: EventsListPosition): { query: EventsQuery; dates: DateFilterValues } {
  const dates = Object.fromEntries(
    DATE_FILTER_KEYS.map((key) => {
      const day = list.filters[key][0];
      return [key, day === TODAY ? localDay() : isDay(day) ? day : ''];
    }),
  ) as DateFilterValues;
  const query: EventsQuery = {
    page: list.page,
    size: list.size,
    sort: list.sort,
    direction: list.direction,
    ...(list.search && { search: list.search }),
    venue: list.filters.venue,
    status: list.filters.status,
    ...(dates.startbefore && { startbefore: localDayEndUtc(dates.startbefore) }),
    ...(dates.startafter && { startafter: localDayStartUtc(dates.startafter) }),
    ...(dates.endbefore && { endbefore: localDayEndUtc(dates.endbefore) }),
    ...(dates.endafter && { endafter: localDayStartUtc(dates.endafter) }),
  };
  return { query, dates };
}

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
