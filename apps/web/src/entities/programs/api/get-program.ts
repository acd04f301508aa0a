import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Program } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { programKeys } from './program-keys.ts';

export function getProgram(id: number, signal?: AbortSignal): Promise<Program> {
  return apiFetch<Program>(`/programs/${id}`, { signal });
}

export function getProgramQueryOptions(id: number) {
  return queryOptions({
    queryKey: programKeys.detail(id),
    queryFn: ({ signal }) => getProgram(id, signal),
  });
}

export function useProgram(id: number) {
  return useQuery(getProgramQueryOptions(id));
}
