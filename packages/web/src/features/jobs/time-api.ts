import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ClockAction, ClockBody, ClockState } from '@obra/domain';
import { post, qs } from '../../lib/api.js';
import { apiQuery } from '../../lib/api-query.js';
import { useSession } from '../../lib/session.js';
import { useOwner } from '../../lib/offline/owner.js';
import type { Outcome } from '../../lib/offline/outbox.js';
import { keepOpenClock, keptOpenClock } from '../../lib/offline/kept-clock.js';
import { clockWithQueued } from '../../lib/offline/overlay.js';
import { useOutbox } from '../../lib/offline/use-outbox.js';
import { canSend } from '../../lib/offline/signal.js';
import { openClockKey, rememberClockState } from '../../lib/queries/clock-cache.js';

/** The caller's open clock entries (a job not among them is idle): one request for a whole jobs list. */
export function openClockQuery(userId: number | undefined, enabled = true) {
  return apiQuery<ClockState[], ReturnType<typeof openClockKey>>(
    openClockKey(userId),
    `/time/open${qs({ userId: userId ?? 0 })}`,
    enabled && userId !== undefined,
  );
}

/** The worker's open entries, from the server or as last kept, with the taps still queued applied. */
export function useOpenClock(): { data: ClockState[] | undefined } {
  const userId = useSession().account?.id;
  const owner = useOwner();
  const query = useQuery({
    ...openClockQuery(userId),
    initialData: () => keptOpenClock(owner),
    // What was kept is only a stand-in: the server is asked at once.
    initialDataUpdatedAt: 0,
  });
  const { data, isFetched } = query;
  useEffect(() => {
    if (owner && data && isFetched) keepOpenClock(owner, data);
  }, [owner, data, isFetched]);
  const changes = useOutbox(owner);
  return useMemo(() => ({ data: data && clockWithQueued(data, changes) }), [data, changes]);
}

/** An id for one tap, made on the phone: the outbox's Idempotency-Key and the entry's clientRef. */
function tapRef(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A tap of 'En camino', 'Empezar' or 'Terminar' now, through the device's outbox (issue 13): sent at
 * once with a signal, else kept with the tap's own time and sent when the signal returns, recorded
 * once however often it is sent. The mutation runs offline too (TanStack's default would hold it).
 */
export function useClock(jobName: string) {
  const queryClient = useQueryClient();
  const owner = useOwner();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ jobId, action }: { jobId: number; action: ClockAction }): Promise<Outcome<ClockState>> => {
      const id = tapRef();
      const body: ClockBody = {
        jobId,
        action,
        at: new Date().toISOString(),
        offline: !canSend(),
        clientRef: id,
      };
      if (!owner) return { state: 'sent', data: await post<ClockState>('/time/clock', body) };
      const { sendOrQueue } = await import('../../lib/offline/outbox.js');
      return sendOrQueue<ClockState>({ id, owner, kind: 'time.clock', label: jobName, path: '/time/clock', body });
    },
    onSuccess: (outcome) => {
      if (outcome.state === 'sent') rememberClockState(queryClient, outcome.data);
    },
  });
}
