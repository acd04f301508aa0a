import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { programKeys } from './program-keys.ts';

/** `GET /api/programs` without page or size answers every program, by name. */
export function getProgramOptions(signal?: AbortSignal): Promise<ProgramList> {
  return apiFetch<ProgramList>('/programs', { signal });
}

export function getProgramOptionsQueryOptions() {
  return queryOptions({ queryKey: programKeys.options(), queryFn: ({ signal }) => getProgramOptions(signal) });
}

/** The programs an event may belong to. */
export function useProgramOptions() {
  return useQuery(getProgramOptionsQueryOptions());
}
