import { useQuery } from '@tanstack/react-query';
import type { MemberList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** How many members were added at or after `since` (a UTC list bound): `GET /api/members?createdafter=`, its count alone. */
export function useMembersAddedSince(since: string) {
  return useQuery({
    queryKey: [...memberKeys.lists(), 'added', since],
    queryFn: ({ signal }) =>
      apiFetch<MemberList>('/members', { query: { createdafter: since, page: 1, size: 5 }, signal }).then((list) => list.totalCount),
  });
}
