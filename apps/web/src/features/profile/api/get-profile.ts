import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Member } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** The signed-in member's record: `GET /api/members/{code}` with the stored session's code. */
export function getProfile(code: number, signal?: AbortSignal): Promise<Member> {
  return apiFetch<Member>(`/members/${code}`, { signal });
}

export function getProfileQueryOptions(code: number) {
  return queryOptions({
    queryKey: profileKeys.detail(code),
    queryFn: ({ signal }) => getProfile(code, signal),
  });
}

export function useProfile(code: number) {
  return useQuery(getProfileQueryOptions(code));
}
