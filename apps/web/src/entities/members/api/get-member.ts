import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberRecord } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** A member's record: the member and their households. */
export function getMember(code: number, signal?: AbortSignal): Promise<MemberRecord> {
  return apiFetch<MemberRecord>(`/members/${code}`, { signal });
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
