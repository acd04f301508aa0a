import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member, PatchMemberInput } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { getSession, setSession } from '../../../lib/session-store.ts';
import { profileKeys } from './profile-keys.ts';

export interface UpdateProfileVariables {
  code: number;
  body: Pick<PatchMemberInput, 'firstName' | 'lastName' | 'email' | 'phones'>;
}

export function updateProfile({ code, body }: UpdateProfileVariables): Promise<Member> {
  return apiFetch<Member>(`/members/${code}`, { method: 'PATCH', body });
}

/**
 * `PATCH /api/members/{code}` with the profile fields. The stored session takes the new names,
 * so the header greets the member by them at once.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (member) => {
      queryClient.setQueryData(profileKeys.detail(member.code), member);
      const session = getSession();
      if (session?.code === member.code) setSession({ ...session, firstName: member.firstName, lastName: member.lastName });
    },
  });
}
