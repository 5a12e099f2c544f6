import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named.js';
import { useOwner } from '../../lib/offline/owner.js';
import { useOfflineWork } from '../../lib/offline/use-outbox.js';

const OfflineStatus = lazyNamed(() => import('./OfflineStatus.js'), 'OfflineStatus');

/**
 * The crew's header strip (issue 13), loaded once there is something to say: no signal, or changes
 * waiting on the device. Until then only this watcher runs (the signed-in script budget).
 */
export function CrewStatus() {
  if (!useOfflineWork(useOwner())) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus />
    </Suspense>
  );
}
