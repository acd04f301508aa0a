import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdWrite } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { householdKeys } from './household-keys.ts';
import { householdsChanged } from './household-changed.ts';

export interface UpdateHouseholdVariables {
  id: number;
  body: HouseholdWrite;
}

/** `PUT /api/households/{id}`: every field and the members replaced. */
export function updateHousehold({ id, body }: UpdateHouseholdVariables): Promise<Household> {
  return apiFetch<Household>(`/households/${id}`, { method: 'PUT', body });
}

/** The answer replaces the cached household; the lists and the members' records refetch. */
export function useUpdateHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHousehold,
    onSuccess: (household) => {
      queryClient.setQueryData(householdKeys.detail(household.id), household);
      return householdsChanged(queryClient);
    },
  });
}
