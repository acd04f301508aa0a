import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramCategory } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { referenceKeys } from './reference-keys.ts';

export function getProgramCategories(signal?: AbortSignal): Promise<ProgramCategory[]> {
  return apiFetch<ProgramCategory[]>('/program-categories', { signal });
}

export function getProgramCategoriesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.programCategories,
    queryFn: ({ signal }) => getProgramCategories(signal),
    // Fixed reference data: one fetch per visit is enough.
    staleTime: Infinity,
  });
}

export function useProgramCategories() {
  return useQuery(getProgramCategoriesQueryOptions());
}
