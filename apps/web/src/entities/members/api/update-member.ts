import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberWithPickups, UpdateMemberInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberChanged } from './member-changed.ts';

export interface UpdateMemberVariables {
  code: number;
  body: UpdateMemberInput;
}

export function updateMember({ code, body }: UpdateMemberVariables): Promise<MemberWithPickups> {
  return apiFetch<MemberWithPickups>(`/members/${code}`, { method: 'PUT', body });
}

/** `PUT /api/members/{code}`: every query showing the member follows the answer. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
