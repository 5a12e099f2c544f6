import type { Job, ListedJob, UpdateJobBody } from '@obra/domain';
import type { Change } from './db.js';

/** The job saves still waiting to be sent, by job, the latest last. */
function queuedSaves(changes: readonly Change[]): Map<number, UpdateJobBody> {
  const saves = new Map<number, UpdateJobBody>();
  for (const change of changes) {
    if (change.kind !== 'job.update' || change.status !== 'pending') continue;
    const body = change.body as UpdateJobBody;
    saves.set(Number(body.id), body);
  }
  return saves;
}

/**
 * The jobs as the worker left them: a save still in the outbox shows as applied (a job completed
 * offline leaves the list, a comment shows in the details), as it will be once sent. A refused
 * save shows nothing: it was not applied.
 */
export function listedWithQueued(rows: readonly ListedJob[], changes: readonly Change[]): ListedJob[] {
  const saves = queuedSaves(changes);
  if (saves.size === 0) return [...rows];
  return rows.map((row) => {
    const save = saves.get(row.id);
    if (!save) return row;
    return {
      ...row,
      status: save.itemStatus ?? row.status,
      details: save.comments ?? row.details,
      startDate: save.itemStartDate === undefined ? row.startDate : save.itemStartDate,
      endDate: save.itemEndDate === undefined ? row.endDate : save.itemEndDate,
    };
  });
}

/** The full job (its project's copy) with its queued save, if any. */
export function fullWithQueued(full: Job, changes: readonly Change[]): Job {
  const save = queuedSaves(changes).get(full.id);
  if (!save) return full;
  return {
    ...full,
    itemStatus: save.itemStatus ?? full.itemStatus,
    comments: save.comments ?? full.comments,
    itemStartDate: save.itemStartDate === undefined ? full.itemStartDate : save.itemStartDate,
    itemEndDate: save.itemEndDate === undefined ? full.itemEndDate : save.itemEndDate,
  };
}
