import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClockAction, ClockBody, ClockState } from '@obra/domain';
import { post, qs } from '../../lib/api.js';
import { apiQuery } from '../../lib/api-query.js';
import { useSession } from '../../lib/session.js';

export const openClockKey = (userId: number | undefined) => ['time', 'open', userId ?? 0] as const;

/** The caller's open clock entries (a job not among them is idle): one request for a whole jobs list. */
export function openClockQuery(userId: number | undefined, enabled = true) {
  return apiQuery<ClockState[], ReturnType<typeof openClockKey>>(
    openClockKey(userId),
    `/time/open${qs({ userId: userId ?? 0 })}`,
    enabled && userId !== undefined,
  );
}

export function useOpenClock() {
  return useQuery(openClockQuery(useSession().account?.id));
}

/**
 * The one way a tap reaches the server, so that it can be routed through the offline outbox: the
 * body says when the tap happened on the phone and carries the phone's own id for it, so a tap
 * sent again later is recorded once.
 */
export function clock(body: ClockBody): Promise<ClockState> {
  return post<ClockState>('/time/clock', body);
}

/** An id for one tap, made on the phone. */
function tapRef(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A tap of 'En camino', 'Empezar' or 'Terminar' now; the open entries follow the answer. */
export function useClock() {
  const queryClient = useQueryClient();
  const key = openClockKey(useSession().account?.id);
  return useMutation({
    mutationFn: ({ jobId, action }: { jobId: number; action: ClockAction }) =>
      clock({
        jobId,
        action,
        at: new Date().toISOString(),
        offline: typeof navigator !== 'undefined' && !navigator.onLine,
        clientRef: tapRef(),
      }),
    onSuccess: (state) =>
      queryClient.setQueryData<ClockState[]>(key, (open = []) => [
        ...open.filter((s) => s.jobId !== state.jobId),
        ...(state.phase === 'idle' ? [] : [state]),
      ]),
  });
}
