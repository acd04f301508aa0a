import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramList, ProgramSort, SortDirection } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { programKeys } from './program-keys.ts';

/** `GET /api/programs` parameters as the list page holds them. */
export type ProgramsQuery = {
  page: number;
  size: number;
  sort: ProgramSort;
  direction: SortDirection;
  search?: string;
};

export function getPrograms(query: ProgramsQuery, signal?: AbortSignal): Promise<ProgramList> {
  return apiFetch<ProgramList>('/programs', { query, signal });
}

export function getProgramsQueryOptions(query: ProgramsQuery) {
  return queryOptions({
    queryKey: programKeys.list(query),
    queryFn: ({ signal }) => getPrograms(query, signal),
  });
}

/** One page of programs; the previous page stays on screen while the next one loads. */
export function usePrograms(query: ProgramsQuery) {
  return useQuery({ ...getProgramsQueryOptions(query), placeholderData: keepPreviousData });
}
