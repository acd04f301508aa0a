import { useQuery } from '@tanstack/react-query';
import type { DuplicateGroup } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export function getDuplicates(signal?: AbortSignal): Promise<DuplicateGroup[]> {
  return apiFetch<DuplicateGroup[]>('/members/duplicates', { signal });
}

/** The groups of likely duplicates among the enabled members. */
export function useDuplicates() {
  return useQuery({ queryKey: memberKeys.duplicates(), queryFn: ({ signal }) => getDuplicates(signal) });
}
