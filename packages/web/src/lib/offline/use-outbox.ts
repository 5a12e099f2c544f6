import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Change } from './db.js';

// What screens read of the device's offline state. The IndexedDB code (idb, the outbox) is imported
// only once a signed-in screen asks, not with the first paint (the signed-in script budget).

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network; the server drawing a page means it had one. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** An account's changes still on the device (pending and refused), oldest first, kept up to date. */
export function useOutbox(owner: string | null): Change[] {
  const [changes, setChanges] = useState<Change[]>([]);
  useEffect(() => {
    if (!owner) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./outbox.js').then(({ changesOf, subscribeOutbox }) => {
      if (!live) return;
      const load = () =>
        void changesOf(owner).then(
          (next) => live && setChanges(next),
          () => undefined,
        );
      stop = subscribeOutbox(load);
      load();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [owner]);
  return changes;
}
