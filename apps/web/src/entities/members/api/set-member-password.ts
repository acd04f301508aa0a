import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export interface SetMemberPasswordVariables {
  code: number;
  newPassword: string;
}

/** `POST /api/members/{code}/password` (Administrators only); ends that member's sessions. */
export function setMemberPassword({ code, newPassword }: SetMemberPasswordVariables): Promise<void> {
  return apiFetch<void>(`/members/${code}/password`, { method: 'POST', body: { newPassword } });
}

export function useSetMemberPassword() {
  return useMutation({ mutationFn: setMemberPassword });
}
