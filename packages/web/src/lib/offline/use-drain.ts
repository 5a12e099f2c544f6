import { useQueryClient } from '@tanstack/react-query';
import type { ClockState, Project } from '@obra/domain';
import { useEffect } from 'react';
import { rememberSavedProject } from '../queries/project-cache.js';
import { rememberClockState } from '../queries/clock-cache.js';
import { canSend, mayHaveUnsent } from './signal.js';

/** How often a pending change is tried again while the browser says it is online (a weak signal). */
export const RETRY_EVERY_MS = 30_000;

/**
 * Sends the account's queued changes: when the app starts, when the browser is back online, and
 * every RETRY_EVERY_MS while any wait. Each change the server accepts refreshes the screens that
 * show what it changed. The outbox's code loads only when the account may have changes waiting.
 */
export function useOutboxDrain(owner: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!owner) return;
    let live = true;
    let stopSent: (() => void) | undefined;
    const drain = () => {
      if (!canSend() || !mayHaveUnsent(owner)) return;
      void import('./outbox.js').then(({ drainOutbox, onChangeSent }) => {
        if (!live) return;
        stopSent ??= onChangeSent((change, data) => {
          if (change.kind === 'job.update') rememberSavedProject(queryClient, data as Project);
          void queryClient.invalidateQueries({ queryKey: ['projects'] });
          void queryClient.invalidateQueries({ queryKey: ['photos'] });
          void queryClient.invalidateQueries({ queryKey: ['expenses'] });
          // A tap sent leaves the outbox, and with it the overlay that showed it applied: the
          // server's answer goes into the open entries first, so the clock never steps back.
          if (change.kind === 'time.clock') rememberClockState(queryClient, data as ClockState);
        });
        return drainOutbox(owner);
      });
    };
    const timer = setInterval(drain, RETRY_EVERY_MS);
    window.addEventListener('online', drain);
    drain();
    return () => {
      live = false;
      stopSent?.();
      clearInterval(timer);
      window.removeEventListener('online', drain);
    };
  }, [owner, queryClient]);
}
