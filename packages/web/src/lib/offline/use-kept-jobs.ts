import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { KeptJob } from './db.js';

/**
 * The jobs kept on the device for an account, read once `wanted` (the screen is offline); null
 * until read. The IndexedDB code loads only then.
 */
export function useKeptJobs(owner: string | null, wanted: boolean): KeptJob[] | null {
  const [kept, setKept] = useState<KeptJob[] | null>(null);
  useEffect(() => {
    if (!owner || !wanted) return;
    let live = true;
    void import('./kept-jobs.js')
      .then(({ keptJobs }) => keptJobs(owner))
      .then(
        (jobs) => live && setKept(jobs),
        () => live && setKept([]),
      );
    return () => {
      live = false;
    };
  }, [owner, wanted]);
  return kept;
}

/**
 * Waits this long after the jobs list loads before keeping it: keeping asks for each job's
 * project, photos and thumbnails, which should not compete with the screen's own first requests
 * on a phone's connection (nor its code with the first paint's).
 */
export const KEEP_AFTER_MS = 3_000;

/**
 * Keeps the account's next days of jobs on the device each time `version` changes while online
 * (the jobs list loaded or was read again after a change). The worker sees nothing of it.
 */
export function useKeepJobs(
  account: { owner: string; userId: number; timeZone?: string | null } | null,
  version: number,
): void {
  const owner = account?.owner;
  const userId = account?.userId;
  const timeZone = account?.timeZone;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!owner || userId === undefined || version === 0 || !navigator.onLine) return;
    const timer = setTimeout(() => {
      void import('./kept-jobs.js')
        .then(({ keepJobs }) => keepJobs(queryClient, owner, userId, timeZone))
        .catch(() => undefined);
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [queryClient, owner, userId, timeZone, version]);
}
