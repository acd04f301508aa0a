import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTokenList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiTokenKeys } from './api-token-keys.ts';

/** `GET /api/api-tokens` (Administrators only: others get 403). */
export function getApiTokens(signal?: AbortSignal): Promise<ApiTokenList> {
  return apiFetch<ApiTokenList>('/api-tokens', { signal });
}

export function getApiTokensQueryOptions() {
  return queryOptions({ queryKey: apiTokenKeys.list(), queryFn: ({ signal }) => getApiTokens(signal) });
}

export function useApiTokens() {
  return useQuery(getApiTokensQueryOptions());
}
