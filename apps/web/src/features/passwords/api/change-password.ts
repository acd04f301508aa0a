import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/change-password` for the signed-in member; other sessions of theirs end. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiFetch<void>('/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
