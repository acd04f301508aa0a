import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput, Member } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export function createMember(body: CreateMemberInput): Promise<Member> {
  return apiFetch<Member>('/members', { method: 'POST', body });
}

/** `POST /api/members`; the new member is cached for its details page and the lists refetch. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.detail(member.code), member);
      return queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
    },
  });
}
