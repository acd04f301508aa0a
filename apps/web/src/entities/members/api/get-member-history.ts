import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberHistory } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export const HISTORY_PAGE_SIZE = 10;

/** `GET /api/members/{code}/history`: the member's changes, newest first (Administrators only). */
export function useMemberHistory(code: number, page: number) {
  return useQuery({
    queryKey: memberKeys.history(code, page),
    queryFn: ({ signal }) => apiFetch<MemberHistory>(`/members/${code}/history`, { query: { page, size: HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
