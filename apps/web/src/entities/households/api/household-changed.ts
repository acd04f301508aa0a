import type { QueryClient } from '@tanstack/react-query';
import { memberKeys } from '../../members/api/member-keys.ts';
import { householdKeys } from './household-keys.ts';

/**
 * After a household was saved or deleted: the household lists and the possible duplicates
 * refetch, and so do the members' records, which list their households (a save may add or take
 * out any member).
 */
export function householdsChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: householdKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: householdKeys.duplicates() }),
    queryClient.invalidateQueries({ queryKey: memberKeys.details() }),
  ]);
}
