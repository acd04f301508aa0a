import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenCreated, ApiTokenInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiTokenKeys } from './api-token-keys.ts';

/** `POST /api/api-tokens`: the new token and its secret, which the server shows only in this answer. */
export function createApiToken(body: ApiTokenInput): Promise<ApiTokenCreated> {
  return apiFetch<ApiTokenCreated>('/api-tokens', { method: 'POST', body });
}

/** The list refetches; the secret stays with the caller, never in the cache. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
