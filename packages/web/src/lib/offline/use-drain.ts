import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '@obra/domain';
import { useEffect } from 'react';
import { rememberSavedProject } from '../queries/project-cache.js';

/** How often a pending change is tried again while the browser says it is online (a weak signal). */
export const RETRY_EVERY_MS = 30_000;

/**
 * Sends the account's queued changes: when the app starts, when the browser is back online, and
 * every RETRY_EVERY_MS while any wait. Each change the server accepts refreshes the screens that
 * show what it changed.
 */
export function useOutboxDrain(owner: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!owner) return;
    let stop = () => undefined as void;
    let live = true;
    void import('./outbox.js').then(({ drainOutbox, onChangeSent }) => {
      if (!live) return;
      const drain = () => {
        if (navigator.onLine) void drainOutbox(owner);
      };
      const stopSent = onChangeSent((change, data) => {
        if (change.kind === 'job.update') rememberSavedProject(queryClient, data as Project);
        void queryClient.invalidateQueries({ queryKey: ['projects'] });
        void queryClient.invalidateQueries({ queryKey: ['photos'] });
        void queryClient.invalidateQueries({ queryKey: ['expenses'] });
      });
      const timer = setInterval(drain, RETRY_EVERY_MS);
      window.addEventListener('online', drain);
      stop = () => {
        stopSent();
        clearInterval(timer);
        window.removeEventListener('online', drain);
      };
      drain();
    });
    return () => {
      live = false;
      stop();
    };
  }, [owner, queryClient]);
}
