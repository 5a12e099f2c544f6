import type { ReactNode } from 'react';
import { can } from '@obra/domain';
import '../../styles/work.css';
import { NotificationsBell } from '../../features/notifications/NotificationsBell.js';
import { useSession } from '../../lib/session.js';
import { notificationTarget } from '../navigation.js';
import { AccountMenu } from './AccountMenu.js';
import { CreateActions } from './CreateActions.js';
import { OfflineStatus } from './OfflineStatus.js';

/** The header's buttons for a signed-in account, loaded apart so a visitor's first page stays light. */
export function SignedInActions({ onLogout, children }: { onLogout: () => void; children: ReactNode }) {
  const { account, principal } = useSession();
  if (!account) return null;
  return (
    <>
      <OfflineStatus />
      {can(principal, 'project.create') && <CreateActions />}
      <NotificationsBell targetOf={(projectId) => notificationTarget(principal, projectId)} />
      {children}
      <AccountMenu name={account.name} logo={account.logo} onLogout={onLogout} />
    </>
  );
}
