import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, UpdateMemberInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberKeys } from './member-keys.ts';

export interface UpdateMemberVariables {
  code: number;
  body: UpdateMemberInput;
}

export function updateMember({ code, body }: UpdateMemberVariables): Promise<Member> {
  return apiFetch<Member>(`/members/${code}`, { method: 'PUT', body });
}

/** `PUT /api/members/{code}`; the answer replaces the cached member and the lists refetch. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.detail(member.code), member);
      return queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
    },
  });
}
