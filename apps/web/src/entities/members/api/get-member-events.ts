import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberEvents } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export const MEMBER_EVENTS_PAGE_SIZE = 10;

/** `GET /api/members/{code}/events`: the events the member was registered for or checked in at, the latest first. */
export function useMemberEvents(code: number, page: number) {
  return useQuery({
    queryKey: memberKeys.events(code, page),
    queryFn: ({ signal }) => apiFetch<MemberEvents>(`/members/${code}/events`, { query: { page, size: MEMBER_EVENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
