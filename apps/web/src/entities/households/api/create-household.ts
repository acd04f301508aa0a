import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Household, HouseholdWrite } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { householdKeys } from './household-keys.ts';
import { householdsChanged } from './household-changed.ts';

export function createHousehold(body: HouseholdWrite): Promise<Household> {
  return apiFetch<Household>('/households', { method: 'POST', body });
}

/** `POST /api/households`: the new household is cached for its page; the lists and its members' records refetch. */
export function useCreateHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHousehold,
    onSuccess: (household) => {
      queryClient.setQueryData(householdKeys.detail(household.id), household);
      return householdsChanged(queryClient);
    },
  });
}
