import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { AppLayout } from '../shell/app-layout.tsx';

/**
 * Every signed-in screen's frame, loaded with the first of them: the shell's components (menus,
 * drawer, scroll areas) are not part of what /login loads.
 */
export function Component() {
  return (
    <RequireSession>
      <AppLayout />
    </RequireSession>
  );
}
