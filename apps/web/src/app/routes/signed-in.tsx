import { QueryClientProvider } from '@tanstack/react-query';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import '../../lib/i18n/signed-in-texts.ts';
import { startFirstRead } from '../first-reads.ts';
import { queryClient } from '../query-client.ts';
import { AppLayout } from '../shell/app-layout.tsx';

startFirstRead(queryClient, window.location);

/**
 * Every signed-in screen's frame, loaded with the first of them: the shell's components (menus,
 * drawer, scroll areas), the query cache and the signed-in screens' English are not part of what
 * /login loads.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireSession>
        <AppLayout />
      </RequireSession>
    </QueryClientProvider>
  );
}
