import type { QueryClient } from '@tanstack/react-query';
import type { ClockState } from '@obra/domain';

/** The worker's open clock entries' cache key (GET /time/open). */
export const openClockKey = (userId: number | undefined) => ['time', 'open', userId ?? 0] as const;

/** Puts the server's answer to a tap into the worker's open entries: a job not among them is idle. */
export function rememberClockState(queryClient: QueryClient, state: ClockState): void {
  queryClient.setQueriesData<ClockState[]>({ queryKey: ['time', 'open'] }, (open) =>
    open === undefined
      ? undefined
      : [...open.filter((s) => s.jobId !== state.jobId), ...(state.phase === 'idle' ? [] : [state])],
  );
}
