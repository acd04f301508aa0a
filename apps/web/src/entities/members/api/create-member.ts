import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput, MemberRecord, MemberWithPickups } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { householdsChanged } from '../../households/api/household-changed.ts';
import { householdKeys } from '../../households/api/household-keys.ts';
import { memberKeys } from './member-keys.ts';

export function createMember(body: CreateMemberInput): Promise<MemberWithPickups> {
  return apiFetch<MemberWithPickups>('/members', { method: 'POST', body });
}

/**
 * `POST /api/members`: the lists refetch. A new member in no household is cached for their details
 * page; one who joined a household is read again there, and the households (its page among them) refetch.
 */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: (member, body) => {
      if (!body.household) {
        queryClient.setQueryData<MemberRecord>(memberKeys.detail(member.code), { ...member, households: [] });
        return queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: householdKeys.detail(body.household.id) }),
        householdsChanged(queryClient),
      ]);
    },
  });
}
