import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ATTENDEE_PAGE_SIZE } from '@console/contracts';
import { lastPageOf } from '../../../components/list/pagination.tsx';
import { MAX_SEARCH_LENGTH } from '../../../components/list/use-list-state.ts';
import { useAttendees, type AttendeesQuery } from '../../../entities/attendees/api/get-attendees.ts';

function readPage(value: string | null): number {
  const page = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query string with a new page (1 is left out) and, if given, a new search. */
function withChanges(previous: URLSearchParams, changes: { page?: number; search?: string }): URLSearchParams {
  const next = new URLSearchParams(previous);
  const page = changes.page ?? 1;
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  if (changes.search !== undefined) {
    const text = changes.search.trim().slice(0, MAX_SEARCH_LENGTH);
    if (text) next.set('search', text);
    else next.delete('search');
  }
  return next;
}

/**
 * An attendee list of one event: page and search kept in the URL (ten a page, no sort), and its
 * current page. A search that lands on an empty page while the total is above zero jumps to the
 * last page (product-spec section 4); the jump replaces the history entry so Back does not bounce.
 * A failed fetch is silent (product-spec section 8): the list shows its empty text.
 */
export function useAttendeeList(eventCode: number, { registered }: { registered: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const query: AttendeesQuery = { page, registered, ...(search && { search }) };
  const attendees = useAttendees(eventCode, query);

  function update(changes: { page?: number; search?: string }) {
    setParams((previous) => withChanges(previous, changes));
  }

  const answer = attendees.isPlaceholderData ? undefined : attendees.data;
  const totalCount = attendees.data?.totalCount ?? 0;
  const lastPage = lastPageOf(answer?.totalCount ?? 0, ATTENDEE_PAGE_SIZE);
  const landedPastEnd = !!answer && answer.attendees.length === 0 && answer.totalCount > 0 && page > lastPage;

  useEffect(() => {
    // Moving the URL is a navigation, which React Router allows only after render.
    if (landedPastEnd) setParams((previous) => withChanges(previous, { page: lastPage }), { replace: true });
  }, [landedPastEnd, lastPage, setParams]);

  return {
    page,
    search,
    size: ATTENDEE_PAGE_SIZE,
    attendees: attendees.data?.attendees ?? [],
    totalCount,
    busy: attendees.isFetching,
    /** Names the view shown: a row selection is dropped when it changes. */
    viewKey: JSON.stringify(query),
    setPage: (next: number) => update({ page: Math.max(1, Math.trunc(next)) }),
    setSearch: (text: string) => update({ search: text }),
  };
}
