import type { JobStatus } from './statuses.js';

/** SPEC §9: completed jobs over all jobs, as a whole percent; null ('NA') when there are no jobs. */
export function progressPercent(statuses: readonly JobStatus[]): number | null {
  if (statuses.length === 0) return null;
  const done = statuses.filter((s) => s === 'COMPLETED').length;
  return Math.round((done / statuses.length) * 100);
}
