import type { ReactNode } from 'react';
import '../../styles/work.css';
import { NotificationsBell } from '../../features/notifications/NotificationsBell.js';
import { useSession } from '../../lib/session.js';
import { canCreateProjects, notificationTarget } from '../navigation.js';
import { AccountMenu } from './AccountMenu.js';
import { CreateActions } from './CreateActions.js';

/** The header's buttons for a signed-in account, loaded apart so a visitor's first page stays light. */
export function SignedInActions({ onLogout, children }: { onLogout: () => void; children: ReactNode }) {
  const { account, authType } = useSession();
  if (!account) return null;
  return (
    <>
      {canCreateProjects(authType) && <CreateActions />}
      <NotificationsBell targetOf={(projectId) => notificationTarget(authType, projectId)} />
      {children}
      <AccountMenu name={account.name} logo={account.logo} onLogout={onLogout} />
    </>
  );
}
