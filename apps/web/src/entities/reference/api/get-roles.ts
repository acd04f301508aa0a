import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { referenceKeys } from './reference-keys.ts';

export function getRoles(signal?: AbortSignal): Promise<Role[]> {
  return apiFetch<Role[]>('/roles', { signal });
}

export function getRolesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.roles,
    queryFn: ({ signal }) => getRoles(signal),
    // The roles are fixed reference data: one fetch per visit is enough.
    staleTime: Infinity,
  });
}

export function useRoles() {
  return useQuery(getRolesQueryOptions());
}
