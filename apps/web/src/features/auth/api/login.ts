import { useMutation } from '@tanstack/react-query';
import type { LoginBody, Session } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session-store.ts';

export function login(body: LoginBody) {
  return apiFetch<{ data: Session }>('/login', { method: 'POST', body }).then((response) => response.data);
}

/** Signs in and stores the session as the server answered it. */
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: setSession });
}
