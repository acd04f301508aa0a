import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { attendeeKeys } from '../../attendees/api/attendee-keys.ts';
import { householdKeys } from '../../households/api/household-keys.ts';
import { memberKeys } from './member-keys.ts';

export interface SetMembersEnabledInput {
  codes: number[];
  isEnabled: boolean;
}

export function setMemberEnabled(code: number, isEnabled: boolean): Promise<Member> {
  return apiFetch<Member>(`/members/${code}`, { method: 'PATCH', body: { isEnabled } });
}

/**
 * Enables or disables several members, one `PATCH` each (the API has no bulk call). Every call is
 * made even when one fails; then the first failure is thrown.
 */
export async function setMembersEnabled({ codes, isEnabled }: SetMembersEnabledInput): Promise<Member[]> {
  const results = await Promise.allSettled(codes.map((code) => setMemberEnabled(code, isEnabled)));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/** Bulk Enable/Disable; afterwards every members query (and the attendee lists, which list enabled members, and the households, which a disabled member leaves) refetch, as some calls may have landed. */
export function useSetMembersEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMembersEnabled,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: attendeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: householdKeys.all }),
      ]),
  });
}
