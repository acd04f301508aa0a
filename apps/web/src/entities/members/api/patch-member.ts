import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberWithPickups, PatchMemberInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { memberChanged } from './member-changed.ts';

export interface PatchMemberVariables {
  code: number;
  body: PatchMemberInput;
}

export function patchMember({ code, body }: PatchMemberVariables): Promise<MemberWithPickups> {
  return apiFetch<MemberWithPickups>(`/members/${code}`, { method: 'PATCH', body });
}

/** `PATCH /api/members/{code}` (the profile's fields, or enabled): every query showing the member follows. */
export function usePatchMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchMember,
    onSuccess: (member) => memberChanged(queryClient, member),
  });
}
