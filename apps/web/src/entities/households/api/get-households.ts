import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseholdList } from '@console/contracts';
import { apiFetch, exportUrl } from '../../../lib/api-client.ts';
import { householdKeys, type HouseholdsQuery } from './household-keys.ts';

export function getHouseholds(query: HouseholdsQuery, signal?: AbortSignal): Promise<HouseholdList> {
  return apiFetch<HouseholdList>('/households', { query, signal });
}

/** Every household the list shows with this query, as a CSV download. */
export const householdsExportUrl = (query: HouseholdsQuery) => exportUrl('/households', query);

export function getHouseholdsQueryOptions(query: HouseholdsQuery) {
  return queryOptions({ queryKey: householdKeys.list(query), queryFn: ({ signal }) => getHouseholds(query, signal) });
}

/** One page of households; the previous page stays on screen while the next one loads. */
export function useHouseholds(query: HouseholdsQuery) {
  return useQuery({ ...getHouseholdsQueryOptions(query), placeholderData: keepPreviousData });
}
