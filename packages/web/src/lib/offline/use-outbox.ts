import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Change } from './db.js';
import { mayHaveUnsent, subscribeOutbox } from './signal.js';

// What screens read of the device's offline state. The IndexedDB code (idb, the outbox) is imported
// only when there is something to read, not with the first paint (the signed-in script budget).

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

const NONE: Change[] = [];

/**
 * An account's changes still on the device (pending and refused), oldest first, kept up to date.
 * The outbox's code loads only once the account may have any (signal.ts).
 */
export function useOutbox(owner: string | null): Change[] {
  const [changes, setChanges] = useState<Change[]>(NONE);
  useEffect(() => {
    if (!owner) return;
    let live = true;
    const load = () => {
      if (!mayHaveUnsent(owner)) return setChanges(NONE);
      void import('./outbox.js')
        .then(({ changesOf }) => changesOf(owner))
        .then(
          (next) => live && setChanges(next),
          () => undefined,
        );
    };
    const stop = subscribeOutbox(load);
    load();
    return () => {
      live = false;
      stop();
    };
  }, [owner]);
  return changes;
}

/**
 * Whether the device has offline work for this account: no signal, or changes unsent. Once true it
 * stays so for the page's life, so the header's strip does not come and go as the queue drains.
 * Until then the header's offline code is not loaded at all (the signed-in script budget).
 */
export function useOfflineWork(owner: string | null): boolean {
  const online = useOnline();
  const unsent = useSyncExternalStore(
    subscribeOutbox,
    () => owner !== null && mayHaveUnsent(owner),
    () => false,
  );
  const [seen, setSeen] = useState(false);
  const now = owner !== null && (!online || unsent);
  useEffect(() => {
    if (now) setSeen(true);
  }, [now]);
  return now || seen;
}
