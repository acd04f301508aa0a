import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CivilStatus } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { referenceKeys } from './reference-keys.ts';

export function getCivilStatuses(signal?: AbortSignal): Promise<CivilStatus[]> {
  return apiFetch<CivilStatus[]>('/civil-statuses', { signal });
}

export function getCivilStatusesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.civilStatuses,
    queryFn: ({ signal }) => getCivilStatuses(signal),
    // Fixed reference data: one fetch per visit is enough.
    staleTime: Infinity,
  });
}

export function useCivilStatuses() {
  return useQuery(getCivilStatusesQueryOptions());
}
