import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named.js';
import { useOwner } from '../../lib/offline/owner.js';
import { useOfflineWork } from '../../lib/offline/use-outbox.js';
import { useSession } from '../../lib/session.js';

const OfflineStatus = lazyNamed(() => import('./OfflineStatus.js'), 'OfflineStatus');

/**
 * The crew's header strip (issue 13), loaded once there is something to say: no signal, changes
 * waiting on the device, or an app opened from the device that needs a sign-in to send them. Until
 * then only this watcher runs (the signed-in script budget).
 */
export function CrewStatus() {
  const offlineWork = useOfflineWork(useOwner());
  const { onDevice } = useSession();
  if (!offlineWork && !onDevice) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  );
}
