import {
  clockActionsFor,
  clockMove,
  type ClockAction,
  type ClockState,
  type Job,
  type ListedJob,
  type UpdateJobBody,
} from '@obra/domain';
import type { Change, KeptPhoto } from './db.js';

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

/** A job's photos still waiting in the outbox, to show (from their blobs) and count toward its limit. */
export function queuedPhotosOf(changes: readonly Change[], jobId: number): KeptPhoto[] {
  const photos = changes
    .filter((change) => change.kind === 'job.photos' && change.status === 'pending')
    .filter((change) => Number((change.body as { jobId?: unknown }).jobId) === jobId)
    .flatMap((change) => change.photos ?? []);
  // Not stored yet, so no id of the server's: a negative one of their own.
  return photos.map((photo, i) => ({ id: -(i + 1), name: photo.name, blob: photo.blob }));
}

/**
 * The worker's open clock entries with the taps still in the outbox applied in order, as the
 * server will apply them: a worker who tapped 'Empezar' offline sees "Trabajando desde…" and
 * 'Terminar'. A tap the rule would refuse shows nothing (the server will say why).
 */
export function clockWithQueued(open: readonly ClockState[], changes: readonly Change[]): ClockState[] {
  const byJob = new Map(open.map((state) => [state.jobId, state]));
  for (const change of changes) {
    if (change.kind !== 'time.clock' || change.status !== 'pending') continue;
    // What useClock queued (features/jobs/time-api.ts).
    const tap = change.body as { jobId: number; action: ClockAction; at: string };
    const before = byJob.get(tap.jobId);
    const move = clockMove(before?.phase ?? 'idle', tap.action);
    if ('refused' in move) continue;
    if (move.kind === 'end') {
      byJob.delete(tap.jobId);
      continue;
    }
    const phase = move.kind === 'open' && move.enRoute ? 'enRoute' : 'working';
    byJob.set(tap.jobId, {
      jobId: tap.jobId,
      phase,
      enRouteAt: move.kind === 'start' ? (before?.enRouteAt ?? null) : phase === 'enRoute' ? tap.at : null,
      startedAt: phase === 'working' ? tap.at : null,
      actions: [...clockActionsFor(phase)],
    });
  }
  return [...byJob.values()];
}
