import { and, eq, inArray } from 'drizzle-orm';
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
import { jobs } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import type { NewNotification } from '../notifications/service.js';
import { assignableWorkers } from './queries.js';

type JobRecord = typeof jobs.$inferSelect;

/** The worker an 'id#name' assignee names; null for 'Unassigned' or nothing. The name part is not trusted. */
export function assigneeIdOf(assignee: string | null | undefined): number | null {
  if (!assignee || assignee === UNASSIGNED) return null;
  const parsed = parseIdentifier(assignee);
  if (!parsed) throw badRequest(MSG.assignee);
  return parsed.id;
}

/** Checks that every named assignee is someone the company may assign work to (PRODUCT.md). */
export async function checkAssignees(tx: Tx, companyId: number, assigneeIds: (number | null)[]): Promise<void> {
  const wanted = new Set(assigneeIds.filter((id): id is number => id !== null));
  if (wanted.size === 0) return;
  const allowed = new Set((await assignableWorkers(tx, companyId)).map((w) => w.userId));
  for (const id of wanted) if (!allowed.has(id)) throw badRequest(MSG.assignee);
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

/** Writes one job (new or existing), deriving its status and recording who must hear about it. */
export async function saveJob(ctx: JobSaveContext, input: JobParsed, existing: JobRecord | undefined): Promise<number> {
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

  const values = {
    // The job's name is the owner's to set; a worker's save keeps it (they change dates, details and status).
    name: ctx.owner || !existing ? input.itemName : existing.name,
    status,
    startDate: input.itemStartDate,
    endDate: input.itemEndDate ?? input.itemStartDate,
    comments: input.comments ?? existing?.comments ?? DEFAULT_JOB_COMMENTS,
    completedAt: status === 'COMPLETED' ? (existing?.completedAt ?? new Date()) : null,
    ...(ctx.owner
      ? {
          priceCents: input.itemPrice ?? existing?.priceCents ?? 0,
          laborCents: input.itemLabor ?? existing?.laborCents ?? 0,
          assigneeId,
        }
      : {}),
  };

  let id: number;
  if (existing) {
    await ctx.tx.update(jobs).set(values).where(eq(jobs.id, existing.id));
    id = existing.id;
  } else {
    const [created] = await ctx.tx
      .insert(jobs)
      .values({ ...values, projectId: ctx.projectId })
      .returning({ id: jobs.id });
    id = created!.id;
  }

  const facts = { project: ctx.projectName, job: values.name };
  const previousAssignee = existing?.assigneeId ?? null;
  if (assigneeId !== previousAssignee) {
    if (assigneeId !== null) {
      ctx.notifications.push({
        to: { userId: assigneeId },
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
  return id;
}

export async function jobsOfProject(tx: Tx, projectId: number, ids?: number[]): Promise<Map<number, JobRecord>> {
  const where = ids ? and(eq(jobs.projectId, projectId), inArray(jobs.id, ids)) : eq(jobs.projectId, projectId);
  const rows = ids && ids.length === 0 ? [] : await tx.select().from(jobs).where(where).for('update');
  return new Map(rows.map((r) => [r.id, r]));
}
