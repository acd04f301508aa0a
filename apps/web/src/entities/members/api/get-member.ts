import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export function getMember(code: number, signal?: AbortSignal): Promise<Member> {
  return apiFetch<Member>(`/members/${code}`, { signal });
}

export function getMemberQueryOptions(code: number) {
  return queryOptions({
    queryKey: memberKeys.detail(code),
    queryFn: ({ signal }) => getMember(code, signal),
  });
}

export function useMember(code: number) {
  return useQuery(getMemberQueryOptions(code));
}
