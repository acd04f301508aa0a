import { useListState } from '../../../components/list/use-list-state.ts';
import { EVENTS_LIST, eventsQueryOf, type DateFilterKey } from '../../../entities/events/api/get-events.ts';

/** The events list state in the URL, with its call's query and the date filters (eventsQueryOf). */
export function useEventsList() {
  const list = useListState(EVENTS_LIST);
  const { query, dates } = eventsQueryOf(list);
  return {
    list,
    query,
    dates,
    setDate: (key: DateFilterKey, day: string) => list.setFilters({ [key]: day ? [day] : [] }),
    clearDates: () => list.setFilters({ startbefore: [], startafter: [], endbefore: [], endafter: [] }),
  };
}
