import type { JobStatus } from './statuses.js';

/** SPEC §9: completed jobs over all jobs, as a whole percent; null ('NA') when there are no jobs. */
export function progressPercent(statuses: readonly JobStatus[]): number | null {
  if (statuses.length === 0) return null;
  const done = statuses.filter((s) => s === 'COMPLETED').length;
  const percent = Math.round((done / statuses.length) * 100);
  // Rounding must not claim all done (199 of 200 is not 100%) nor nothing done (1 of 201 is not 0%).
  if (done > 0 && done < statuses.length) return Math.min(99, Math.max(1, percent));
  return percent;
}
