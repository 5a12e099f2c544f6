import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AUTH_TYPE } from '@obra/domain';
import { useSession } from '../lib/session.js';
import { homeFor } from '../lib/session.js';
import { ROUTE_ACCESS } from './navigation.js';

/** A visitor on a signed-in screen goes to /login; a signed-in account without access goes to its home. */
export function RequireAccess({ path, children }: { path: string; children: ReactNode }) {
  const { authType } = useSession();
  const location = useLocation();
  if (authType === AUTH_TYPE.visitor)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const allowed = ROUTE_ACCESS[path] ?? [];
  if (!allowed.includes(authType)) return <Navigate to={homeFor(authType)} replace />;
  return <>{children}</>;
}
