import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, HOUSEHOLD_SORTS, PAGE_SIZES, type HouseholdList, type HouseholdSort } from '@console/contracts';
import { readListState, type ListStateOptions } from '../../../components/list/use-list-state.ts';
import { apiFetch, exportUrl } from '../../../lib/api-client.ts';
import { householdKeys, type HouseholdsQuery } from './household-keys.ts';

/** The households list's state in the URL: its sorts and page sizes. */
export const HOUSEHOLDS_LIST: ListStateOptions<HouseholdSort, never> = {
  defaultSort: 'name',
  sorts: HOUSEHOLD_SORTS,
  pageSizes: PAGE_SIZES,
  defaultSize: DEFAULT_PAGE_SIZE,
};

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

/**
 * The count of every household, read from the households list's first page as /households opens
 * (the same query), so that the list opens at once from Home.
 */
export function getHouseholdsCountQueryOptions() {
  return getHouseholdsQueryOptions(readListState(new URLSearchParams(), HOUSEHOLDS_LIST).query);
}

export function useHouseholdsCount() {
  return useQuery({ ...getHouseholdsCountQueryOptions(), select: (list) => list.totalCount });
}
