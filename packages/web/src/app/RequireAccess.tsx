import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session.js';
import { homeFor } from '../lib/session.js';
import { mayOpen } from './navigation.js';

/** A visitor on a signed-in screen goes to /login; a signed-in account without access goes to its home. */
export function RequireAccess({ path, children }: { path: string; children: ReactNode }) {
  const { principal, authType } = useSession();
  const location = useLocation();
  if (!principal) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!mayOpen(principal, path)) return <Navigate to={homeFor(authType)} replace />;
  return <>{children}</>;
}
