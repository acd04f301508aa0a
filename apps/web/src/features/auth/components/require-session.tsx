import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionEndedBy, useSession } from '../../../lib/session-store.ts';
import { useSessionCheck } from '../api/get-session.ts';
import { loginUrlFor } from '../return-to.ts';

interface RequireSessionProps {
  /** Role ids allowed here; any signed-in role when absent. A user without one goes home. */
  roles?: readonly number[];
  children: ReactNode;
}

/**
 * The route guard: without a session the user goes to /login, and comes back to this page after
 * signing in. The stored session is checked with the server once on load.
 */
export function RequireSession({ roles, children }: RequireSessionProps) {
  const session = useSession();
  const location = useLocation();
  useSessionCheck(session !== null);
  if (!session) {
    const to = sessionEndedBy() === 'signed-out' ? '/login' : loginUrlFor(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  if (roles && !roles.includes(session.roleId)) return <Navigate to="/" replace />;
  return children;
}
