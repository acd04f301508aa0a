import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session-store.ts';
import { dismissAllToasts } from '../../../components/toasts/toast-store.ts';

/**
 * Signing out: end the session on the server (whatever it answers), then forget the session,
 * toasts and cached data. The route guard then sends the user to /login, with no page to come
 * back to since the session ended on purpose.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await apiFetch<void>('/logout', { method: 'POST' }).catch(() => undefined);
    clearSession('signed-out');
    dismissAllToasts();
    queryClient.clear();
  }, [queryClient]);
}
