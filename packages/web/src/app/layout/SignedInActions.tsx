import { Suspense, type ReactNode } from 'react';
import { can } from '@obra/domain';
import '../../styles/work.css';
import { NotificationsBell } from '../../features/notifications/NotificationsBell.js';
import { useSession } from '../../lib/session.js';
import { notificationTarget } from '../navigation.js';
import { AccountMenu } from './AccountMenu.js';
import { CreateActions } from './CreateActions.js';
import { lazyNamed } from '../../lib/lazy-named.js';

// Only the crew works without signal (issue 13): others never load its code.
const CrewStatus = lazyNamed(() => import('./CrewStatus.js'), 'CrewStatus');

/** The header's buttons for a signed-in account, loaded apart so a visitor's first page stays light. */
export function SignedInActions({ onLogout, children }: { onLogout: () => void; children: ReactNode }) {
  const { account, principal } = useSession();
  if (!account) return null;
  return (
    <>
      {can(principal, 'screen.open', '/jobs') && (
        <Suspense fallback={null}>
          <CrewStatus />
        </Suspense>
      )}
      {can(principal, 'project.create') && <CreateActions />}
      <NotificationsBell targetOf={(projectId) => notificationTarget(principal, projectId)} />
      {children}
      <AccountMenu name={account.name} logo={account.logo} onLogout={onLogout} />
    </>
  );
}
