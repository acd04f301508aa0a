import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { programKeys, type ProgramsQuery } from './program-keys.ts';

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
