import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, MEMBER_SORTS, PAGE_SIZES, type CardPaper, type MemberList, type MemberSort } from '@console/contracts';
import type { ListStateOptions } from '../../../components/list/use-list-state.ts';
import { apiFetch, exportUrl, toQueryString } from '../../../lib/api-client.ts';
import { memberKeys, type MembersQuery } from './member-keys.ts';

/** The members list's state in the URL: its sorts, page sizes and filters. */
export const MEMBERS_LIST: ListStateOptions<MemberSort, 'role' | 'status'> = {
  defaultSort: 'fullname',
  sorts: MEMBER_SORTS,
  pageSizes: PAGE_SIZES,
  defaultSize: DEFAULT_PAGE_SIZE,
  filterKeys: ['role', 'status'],
};

export function getMembers(query: MembersQuery, signal?: AbortSignal): Promise<MemberList> {
  return apiFetch<MemberList>('/members', { query, signal });
}

/** Every member the list shows with this query, as a CSV download. */
export const membersExportUrl = (query: MembersQuery) => exportUrl('/members', query);

/**
 * A PDF of QR cards for every member the list shows with this query (its filters, search and
 * sort, not its paging), on this paper: a link downloads it with the session's cookie, as the export.
 */
export function memberCardsUrl({ page: _page, size: _size, ...query }: MembersQuery, paper: CardPaper): string {
  return `/api/members/cards.pdf${toQueryString({ ...query, paper })}`;
}

export function getMembersQueryOptions(query: MembersQuery) {
  return queryOptions({
    queryKey: memberKeys.list(query),
    queryFn: ({ signal }) => getMembers(query, signal),
  });
}

/** One page of members; the previous page stays on screen while the next one loads. */
export function useMembers(query: MembersQuery) {
  return useQuery({ ...getMembersQueryOptions(query), placeholderData: keepPreviousData });
}
