import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Household } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { householdKeys } from './household-keys.ts';

export function getHousehold(id: number, signal?: AbortSignal): Promise<Household> {
  return apiFetch<Household>(`/households/${id}`, { signal });
}

export function getHouseholdQueryOptions(id: number) {
  return queryOptions({ queryKey: householdKeys.detail(id), queryFn: ({ signal }) => getHousehold(id, signal) });
}

export function useHousehold(id: number) {
  return useQuery(getHouseholdQueryOptions(id));
}
