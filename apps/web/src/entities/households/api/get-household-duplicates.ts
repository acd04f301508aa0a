import { useQuery } from '@tanstack/react-query';
import type { HouseholdDuplicateGroup } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { householdKeys } from './household-keys.ts';

export function getHouseholdDuplicates(signal?: AbortSignal): Promise<HouseholdDuplicateGroup[]> {
  return apiFetch<HouseholdDuplicateGroup[]>('/households/duplicates', { signal });
}

/** The groups of households that look like one entered twice: the same phone or the same address. */
export function useHouseholdDuplicates() {
  return useQuery({ queryKey: householdKeys.duplicates(), queryFn: ({ signal }) => getHouseholdDuplicates(signal) });
}
