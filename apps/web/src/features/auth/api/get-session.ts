import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => apiFetch<{ data: Session }>('/session').then((response) => response.data),
  staleTime: 5 * 60 * 1000,
  retry: false,
});

/** Checks the stored session with the server on load; a 401 clears it (see api-client). */
export function useSessionCheck(enabled: boolean) {
  return useQuery({ ...sessionQuery, enabled });
}
