import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CivilStatus } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

export const civilStatusKeys = {
  all: ['civil-statuses'] as const,
};

export function getCivilStatuses(signal?: AbortSignal): Promise<CivilStatus[]> {
  return apiFetch<CivilStatus[]>('/civil-statuses', { signal });
}

export function getCivilStatusesQueryOptions() {
  return queryOptions({
    queryKey: civilStatusKeys.all,
    queryFn: ({ signal }) => getCivilStatuses(signal),
    // Fixed reference data: one fetch per visit is enough.
    staleTime: Infinity,
  });
}

export function useCivilStatuses() {
  return useQuery(getCivilStatusesQueryOptions());
}
