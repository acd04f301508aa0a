import type { LoginBody, Session } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session-store.ts';

/** Signs in and stores the session as the server answered it. */
export async function login(body: LoginBody): Promise<Session> {
  const { data } = await apiFetch<{ data: Session }>('/login', { method: 'POST', body });
  setSession(data);
  return data;
}
