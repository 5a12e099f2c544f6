import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CLOCK_FUTURE_TOLERANCE_MS,
  TIME_MSG,
  clockActionsFor,
  clockMove,
  phaseOf,
  type ClockAction,
  type ClockParsed,
  type ClockState,
} from '@obra/domain';
import { requireCan, requireSelf, type Principal } from '../../auth/principal.js';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { jobs, projects, timeEntries } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { afterCommit } from '../../realtime/events.js';
import { workerEnRoute } from '../client-notices/service.js';
import { workerMayWorkFor } from '../projects/job-update.js';
import { recomputeLabor } from './labor.js';

type EntryRow = typeof timeEntries.$inferSelect;

/** What a tap did: the entry it wrote (or found), the clock as it stands, and whether it set the worker on the way. */
export interface ClockResult {
  projectId: number;
  entry: EntryRow | null;
  state: ClockState;
}

/** The job, locked (taps on one job are taken one at a time), once the caller is its active assignee. */
async function jobToClock(tx: Queryable, principal: Principal, jobId: number, lock: boolean) {
  const query = tx
    .select({
      id: jobs.id,
      status: jobs.status,
      createdAt: jobs.createdAt,
      assigneeId: jobs.assigneeId,
      projectId: projects.id,
      companyId: projects.companyId,
    })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for('update', { of: jobs }) : await query;
  if (!job) throw forbidden();
  const userId = principal.kind === 'user' ? principal.userId : null;
  const active =
    userId !== null && job.assigneeId === userId && (await workerMayWorkFor(tx as Tx, userId, job.companyId));
  requireCan(principal, 'time.clock', { companyId: job.companyId, activeAssigneeId: active ? job.assigneeId : null });
  // The policy let in only the job's own active assignee: the caller.
  return { ...job, userId: userId! };
}

/** The caller's latest entry on the job: the open one if any, else the last closed. */
async function lastEntryOf(tx: Queryable, jobId: number, userId: number, lock: boolean): Promise<EntryRow | null> {
  const query = tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.jobId, jobId), eq(timeEntries.userId, userId)))
    .orderBy(desc(timeEntries.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const openOf = (entry: EntryRow | null) => (entry && entry.endedAt === null ? entry : null);

function stateOf(jobId: number, jobStatus: string, open: EntryRow | null): ClockState {
  const phase = phaseOf(open);
  return {
    jobId,
    phase,
    enRouteAt: open?.enRouteAt?.toISOString() ?? null,
    startedAt: open?.startedAt?.toISOString() ?? null,
    actions: [...clockActionsFor(phase, jobStatus === 'COMPLETED')],
  };
}

/** The instant a tap already recorded on this entry would have written, to answer a replay unchanged. */
function recordedAt(entry: EntryRow, action: ClockAction): Date | null {
  return action === 'EN_ROUTE' ? entry.enRouteAt : action === 'START' ? entry.startedAt : entry.endedAt;
}

/** The latest instant the entry holds: a new tap may not come before it. */
const latestOf = (entry: EntryRow) =>
  Math.max(...[entry.enRouteAt, entry.startedAt, entry.endedAt].map((d) => d?.getTime() ?? 0));

function checkInstant(at: Date, job: { createdAt: Date }, last: EntryRow | null, now: Date): void {
  if (at.getTime() > now.getTime() + CLOCK_FUTURE_TOLERANCE_MS) throw badRequest(TIME_MSG.inFuture);
  if (at.getTime() < job.createdAt.getTime()) throw badRequest(TIME_MSG.beforeJob);
  if (last && at.getTime() < latestOf(last)) throw badRequest(TIME_MSG.outOfOrder);
}

/**
 * POST /api/time/clock. The same tap sent twice is recorded once: the tap that opened an entry by
 * its `clientRef` (kept on the entry), the others because the entry already holds that very
 * instant for that action.
 */
export async function clock(db: Db, principal: Principal, body: ClockParsed, now = new Date()): Promise<ClockResult> {
  return db.transaction(async (tx) => {
    const job = await jobToClock(tx, principal, body.jobId, true);
    const { userId } = job;
    const answer = (entry: EntryRow | null): ClockResult => ({
      projectId: job.projectId,
      entry,
      state: stateOf(job.id, job.status, openOf(entry)),
    });

    const [sameRef] = await tx
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, userId), eq(timeEntries.clientRef, body.clientRef)));
    const last = await lastEntryOf(tx, job.id, userId, true);
    if (sameRef) {
      if (sameRef.jobId !== job.id) throw badRequest(TIME_MSG.clientRefReused);
      return answer(last);
    }
    if (last && recordedAt(last, body.action)?.getTime() === body.at.getTime()) return answer(last);

    const open = openOf(last);
    const move = clockMove(phaseOf(open), body.action);
    if ('refused' in move) throw badRequest(move.refused);
    if (job.status === 'COMPLETED' && move.kind !== 'end') throw badRequest(TIME_MSG.jobCompleted);
    checkInstant(body.at, job, last, now);

    let entry: EntryRow;
    if (move.kind === 'open') {
      [entry] = (await tx
        .insert(timeEntries)
        .values({
          companyId: job.companyId,
          projectId: job.projectId,
          jobId: job.id,
          userId,
          ...(move.enRoute ? { enRouteAt: body.at } : { startedAt: body.at }),
          offline: body.offline,
          clientRef: body.clientRef,
        })
        .returning()) as [EntryRow];
    } else {
      const stamp = move.kind === 'start' ? { startedAt: body.at } : { endedAt: body.at };
      [entry] = (await tx
        .update(timeEntries)
        .set({ ...stamp, offline: open!.offline || body.offline })
        .where(eq(timeEntries.id, open!.id))
        .returning()) as [EntryRow];
      if (move.kind === 'end') await recomputeLabor(tx, [job.id]);
    }
    // The client hears that the worker is on the way, once per trip: a replayed tap never gets here.
    if (move.kind === 'open' && move.enRoute) {
      await workerEnRoute(tx, {
        projectId: job.projectId,
        jobId: job.id,
        workerId: userId,
        eventKey: `en_route:${entry.id}`,
      });
    }
    // The company's open pages (hours, labor, profit) refresh.
    afterCommit({ type: 'project update', projectId: job.projectId, isNew: false, jobId: job.id });
    return answer(entry);
  });
}

/** GET /api/time/state: where the caller stands on one of their jobs. */
export async function clockStateOf(db: Db, principal: Principal, jobId: number): Promise<ClockState> {
  const job = await jobToClock(db, principal, jobId, false);
  const last = await lastEntryOf(db, job.id, job.userId, false);
  return stateOf(job.id, job.status, openOf(last));
}

/** GET /api/time/open: the caller's open entries on any job, for a jobs list drawn in one request. */
export async function openEntriesOf(db: Queryable, principal: Principal, userId: number): Promise<ClockState[]> {
  requireSelf(principal, userId);
  const rows = await db
    .select({ entry: timeEntries, status: jobs.status })
    .from(timeEntries)
    .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)))
    .orderBy(timeEntries.id);
  return rows.map((r) => stateOf(r.entry.jobId, r.status, r.entry));
}
