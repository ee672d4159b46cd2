import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/session-store';
import { loginPath } from '../lib/safe-redirect';

/**
 * A protected route (spec §2): without a user in session or persistent storage it goes to
 * /login?redirect={path}.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useSession((state) => state.user);
  const { pathname, search, hash } = useLocation();
  if (!user) return <Navigate to={loginPath(`${pathname}${search}${hash}`)} replace />;
  return children;
}
