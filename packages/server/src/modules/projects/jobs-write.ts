import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEFAULT_JOB_COMMENTS,
  MSG,
  UNASSIGNED,
  nextJobStatus,
  parseIdentifier,
  type JobParsed,
  type JobStatus,
} from '@obra/domain';
import type { Tx } from '../../db/client.js';
import { expenses, jobs, memberships, users } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import type { NewNotification } from '../notifications/service.js';
import { hoursLaborOf } from '../time/labor.js';

type JobRecord = typeof jobs.$inferSelect;

/** A job as a write holds it: the row, its assignee's name and its expenses (what the caller's answer shows). */
export interface HeldJob {
  job: JobRecord;
  assigneeName: string | null;
  costCents: number;
}

/** The worker an 'id#name' assignee names; null for 'Unassigned' or nothing. The name part is not trusted. */
export function assigneeIdOf(assignee: string | null | undefined): number | null {
  if (!assignee || assignee === UNASSIGNED) return null;
  const parsed = parseIdentifier(assignee);
  if (!parsed) throw badRequest(MSG.assignee);
  return parsed.id;
}

/**
 * Checks that every named assignee is someone the company may assign work to (PRODUCT.md: its
 * workers with access, or a contractor on their own company) in one statement, and answers their
 * names for the saved jobs.
 */
export async function checkAssignees(
  tx: Tx,
  companyId: number,
  assigneeIds: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(assigneeIds.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        inArray(users.id, wanted),
        or(
          eq(users.ownCompanyId, companyId),
          sql`exists (select 1 from ${memberships} m where m.user_id = ${users.id} and m.company_id = ${companyId} and m.access)`,
        ),
      ),
    );
  if (rows.length !== wanted.length) throw badRequest(MSG.assignee);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface JobSaveContext {
  tx: Tx;
  projectId: number;
  projectName: string;
  via: 'project' | 'details';
  /** Whether the caller may set price, labor and assignee (the owner side). */
  owner: boolean;
  notifications: NewNotification[];
}

/**
 * Whether the owner's save leaves the job's labor typed by hand: as the form says when it says so;
 * otherwise a labor figure other than the saved one was typed (a new job's saved figure is 0).
 */
function laborManualOf(input: JobParsed, existing: JobRecord | undefined): boolean {
  if (input.laborFromHours !== undefined) return !input.laborFromHours;
  if (input.itemLabor !== undefined && input.itemLabor !== (existing?.laborCents ?? 0)) return true;
  return existing?.laborManual ?? false;
}

/** The row one job's save writes, derived from the request and the job as it was. */
function jobValues(ctx: JobSaveContext, input: JobParsed, existing: JobRecord | undefined) {
  // An assignee left out of the request keeps the current one; 'Unassigned' or null clears it.
  const assigneeId =
    ctx.owner && input.assignee !== undefined ? assigneeIdOf(input.assignee) : (existing?.assigneeId ?? null);
  const status: JobStatus = nextJobStatus({
    current: existing?.status as JobStatus | undefined,
    requested: input.itemStatus,
    hasStartDate: input.itemStartDate !== null,
    via: ctx.via,
  });
  if (existing?.status === 'COMPLETED' && assigneeId !== existing.assigneeId) throw badRequest(MSG.jobCompletedLocked);
  return {
    // The job's name is the owner's to set; a worker's save keeps it (they change dates, details and status).
    name: ctx.owner || !existing ? input.itemName : existing.name,
    status,
    startDate: input.itemStartDate,
    endDate: input.itemEndDate ?? input.itemStartDate,
    comments: input.comments ?? existing?.comments ?? DEFAULT_JOB_COMMENTS,
    completedAt: status === 'COMPLETED' ? (existing?.completedAt ?? new Date()) : null,
    ...(ctx.owner
      ? { priceCents: input.itemPrice ?? existing?.priceCents ?? 0, assigneeId, ...laborOf(input, existing) }
      : {}),
  };
}

/** The labor the owner's save writes: the typed figure, or (from hours) the saved one until recomputed. */
function laborOf(input: JobParsed, existing: JobRecord | undefined) {
  const laborManual = laborManualOf(input, existing);
  const typed = laborManual ? input.itemLabor : undefined;
  return { laborManual, laborCents: typed ?? existing?.laborCents ?? 0 };
}

/** Records who must hear that a job changed hands. */
function noteAssignment(ctx: JobSaveContext, saved: JobRecord, previousAssignee: number | null): void {
  const facts = { project: ctx.projectName, job: saved.name };
  if (saved.assigneeId === previousAssignee) return;
  if (saved.assigneeId !== null) {
    ctx.notifications.push({
      to: { userId: saved.assigneeId },
      event: { kind: 'job_assigned', ...facts },
      projectId: ctx.projectId,
    });
  }
  if (previousAssignee !== null) {
    ctx.notifications.push({
      to: { userId: previousAssignee },
      event: { kind: 'job_unassigned', ...facts },
      projectId: ctx.projectId,
    });
  }
}

/** Writes one existing job, deriving its status and recording who must hear about it; answers the saved row. */
export async function saveJob(ctx: JobSaveContext, input: JobParsed, existing: JobRecord): Promise<JobRecord> {
  const values = jobValues(ctx, input, existing);
  // Back to "from the hours": the typed figure gives way to the hours' labor at once.
  if (values.laborManual === false && existing.laborManual) values.laborCents = await hoursLaborOf(ctx.tx, existing.id);
  const [saved] = await ctx.tx.update(jobs).set(values).where(eq(jobs.id, existing.id)).returning();
  noteAssignment(ctx, saved!, existing.assigneeId);
  return saved!;
}

/** Inserts a project's new jobs in one statement; answers the saved rows in the order given. */
export async function insertJobs(ctx: JobSaveContext, inputs: JobParsed[]): Promise<JobRecord[]> {
  if (inputs.length === 0) return [];
  const values = inputs.map((input) => ({ ...jobValues(ctx, input, undefined), projectId: ctx.projectId }));
  const saved = await ctx.tx.insert(jobs).values(values).returning();
  // In id order, as reads list a project's jobs.
  saved.sort((a, b) => a.id - b.id);
  for (const job of saved) noteAssignment(ctx, job, null);
  return saved;
}

const assignee = alias(users, 'assignee');

/**
 * A project's jobs (or those of `ids`), locked for the rest of the transaction, with what an answer
 * shows of them: the assignee's name and the job's expenses.
 */
export async function jobsOfProject(tx: Tx, projectId: number, ids?: number[]): Promise<Map<number, HeldJob>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await tx
    .select({
      job: jobs,
      assigneeName: assignee.name,
      costCents:
        sql<number>`coalesce((select sum(e.amount_cents) from ${expenses} e where e.job_id = ${jobs.id}), 0)`.mapWith(
          Number,
        ),
    })
    .from(jobs)
    .leftJoin(assignee, eq(assignee.id, jobs.assigneeId))
    .where(ids ? and(eq(jobs.projectId, projectId), inArray(jobs.id, ids)) : eq(jobs.projectId, projectId))
    .orderBy(asc(jobs.id))
    .for('update', { of: jobs });
  return new Map(rows.map((r) => [r.job.id, r]));
}
