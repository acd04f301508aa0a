import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput, Member, MemberRecord } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export function createMember(body: CreateMemberInput): Promise<Member> {
  return apiFetch<Member>('/members', { method: 'POST', body });
}

/** `POST /api/members`; the new member (in no household yet) is cached for its details page and the lists refetch. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: (member) => {
      queryClient.setQueryData<MemberRecord>(memberKeys.detail(member.code), { ...member, households: [] });
      return queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
    },
  });
}
