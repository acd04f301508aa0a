import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiTokenKeys } from './api-token-keys.ts';

/** `DELETE /api/api-tokens/{id}`: 204; a call with the token is refused from then on. */
export function revokeApiToken(id: number): Promise<void> {
  return apiFetch<void>(`/api-tokens/${id}`, { method: 'DELETE' });
}

/** The token leaves the cached list at once, then the list refetches. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ApiTokenList>(apiTokenKeys.list(), (list) =>
        list ? { apiTokens: list.apiTokens.filter((token) => token.id !== id) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
  });
}
