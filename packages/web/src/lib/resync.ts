import type { QueryClient } from '@tanstack/react-query';

/** The longest a tab waits before reading again after a reconnection. */
export const RESYNC_SPREAD_MS = 3000;

/**
 * After a connection that may have missed events (a reconnection, the server's 'resync', access
 * changed): every cached query is marked stale, without reading it; those on screen are read
 * again after a random wait of up to RESYNC_SPREAD_MS, so that a restarted server is not asked for
 * everything by every browser at once. One wait at a time: a second call before it ends joins it.
 */
export function resyncer(queryClient: QueryClient, spreadMs = RESYNC_SPREAD_MS, random = Math.random) {
  let waiting: ReturnType<typeof setTimeout> | null = null;
  return {
    resync(): void {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      if (waiting) return;
      waiting = setTimeout(() => {
        waiting = null;
        // Only what is still stale: a screen that read its data meanwhile is not asked twice.
        void queryClient.refetchQueries({ type: 'active', stale: true });
      }, random() * spreadMs);
    },
    stop(): void {
      if (waiting) clearTimeout(waiting);
      waiting = null;
    },
  };
}
