import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { householdKeys } from './household-keys.ts';
import { householdsChanged } from './household-changed.ts';

/** `DELETE /api/households/{id}`: 204; its members stay in the directory. */
export function deleteHousehold(id: number): Promise<void> {
  return apiFetch<void>(`/households/${id}`, { method: 'DELETE' });
}

/** The deleted household leaves the cache; the lists and the members' records refetch. */
export function useDeleteHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHousehold,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: householdKeys.detail(id) });
      return householdsChanged(queryClient);
    },
  });
}
