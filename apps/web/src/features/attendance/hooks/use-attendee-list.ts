import { useEffect } from 'react';
import { ATTENDEE_PAGE_SIZE } from '@console/contracts';
import { lastPageOf, listTotal } from '../../../components/list/pagination.tsx';
import { useListState } from '../../../components/list/use-list-state.ts';
import type { AttendeesQuery } from '../../../entities/attendees/api/attendee-keys.ts';
import { attendeesExportUrl, useAttendees } from '../../../entities/attendees/api/get-attendees.ts';

/** The attendee lists have one order (by name) and one page size. */
const LIST_OPTIONS = {
  defaultSort: 'fullname',
  sorts: ['fullname'],
  pageSizes: [ATTENDEE_PAGE_SIZE],
  defaultSize: ATTENDEE_PAGE_SIZE,
} as const;

/**
 * An attendee list of one event: page and search kept in the URL by the shared list state, and
 * its current page. A search that lands on an empty page while the total is above zero jumps to
 * the last page (docs/product.md §5.4); the jump replaces the history entry so Back does not
 * bounce. A failed fetch is silent (docs/product.md §2.8): the list shows its empty text.
 */
export function useAttendeeList(eventCode: number, { registered }: { registered: boolean }) {
  const { page, search, setPage, setSearch } = useListState(LIST_OPTIONS);
  const query: AttendeesQuery = { page, registered, ...(search && { search }) };
  const attendees = useAttendees(eventCode, query);

  const answer = attendees.isPlaceholderData ? undefined : attendees.data;
  const lastPage = lastPageOf(answer?.totalCount ?? 0, ATTENDEE_PAGE_SIZE);
  const landedPastEnd = !!answer && answer.attendees.length === 0 && answer.totalCount > 0 && page > lastPage;

  useEffect(() => {
    // Moving the URL is a navigation, which React Router allows only after render.
    if (landedPastEnd) setPage(lastPage, { replace: true });
  }, [landedPastEnd, lastPage, setPage]);

  return {
    page,
    search,
    size: ATTENDEE_PAGE_SIZE,
    attendees: attendees.data?.attendees ?? [],
    totalCount: listTotal(attendees),
    busy: attendees.isFetching,
    /** Names the view shown: a row selection is dropped when it changes. */
    viewKey: JSON.stringify(query),
    /** The whole list (every page) with this search, as a CSV download. */
    exportHref: attendeesExportUrl(eventCode, query),
    setPage,
    setSearch,
  };
}
