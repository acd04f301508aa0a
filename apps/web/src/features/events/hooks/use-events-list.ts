import { DEFAULT_PAGE_SIZE, EVENT_SORTS, PAGE_SIZES } from '@console/contracts';
import { useListState } from '../../../components/list/use-list-state.ts';
import type { EventsQuery } from '../../../entities/events/api/get-events.ts';
import { DATE_FILTER_KEYS, type DateFilterKey, type DateFilterValues } from '../components/event-date-filters.tsx';
import { isDay, localDayEndUtc, localDayStartUtc } from '../../../lib/dates.ts';

/**
 * The events list state in the URL. Date filters stay local days there ('?startafter=2026-03-08')
 * and become UTC bounds only in the API query: 'before' a day is its end, 'after' its start.
 */
export function useEventsList() {
  const list = useListState({
    defaultSort: 'start-date',
    sorts: EVENT_SORTS,
    pageSizes: PAGE_SIZES,
    defaultSize: DEFAULT_PAGE_SIZE,
    filterKeys: ['venue', 'status', ...DATE_FILTER_KEYS],
  });
  const dates = Object.fromEntries(
    DATE_FILTER_KEYS.map((key) => {
      const day = list.filters[key][0];
      return [key, isDay(day) ? day : ''];
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

  return {
    list,
    query,
    dates,
    setDate: (key: DateFilterKey, day: string) => list.setFilters({ [key]: day ? [day] : [] }),
    clearDates: () => list.setFilters({ startbefore: [], startafter: [], endbefore: [], endafter: [] }),
  };
}
