import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { entrySeconds, laborFromHoursCents, type TimedSpan } from '@obra/domain';
import type { Queryable, Tx } from '../../db/client.js';
import { jobs, memberships, timeEntries } from '../../db/schema.js';

/**
 * The closed entries of these jobs with each worker's hourly rate in the entry's company, grouped
 * by job; one statement. A worker without a membership there (a contractor on his own company's
 * job) has no rate: their hours count 0, as the hours screen says.
 */
async function spansOf(db: Queryable, jobIds: number[]): Promise<Map<number, TimedSpan[]>> {
  const rows = await db
    .select({
      jobId: timeEntries.jobId,
      startedAt: timeEntries.startedAt,
      endedAt: timeEntries.endedAt,
      rateCents: memberships.hourlyRateCents,
    })
    .from(timeEntries)
    .leftJoin(
      memberships,
      and(eq(memberships.companyId, timeEntries.companyId), eq(memberships.userId, timeEntries.userId)),
    )
    .where(and(inArray(timeEntries.jobId, jobIds), isNotNull(timeEntries.endedAt)));
  const spans = new Map<number, TimedSpan[]>(jobIds.map((id) => [id, []]));
  for (const r of rows) {
    spans.get(r.jobId)!.push({ seconds: entrySeconds(r.startedAt!, r.endedAt!), rateCents: r.rateCents });
  }
  return spans;
}

/** A job's labor from its hours as it stands in the database (domain's laborFromHoursCents). */
export async function hoursLaborOf(db: Queryable, jobId: number): Promise<number> {
  return laborFromHoursCents((await spansOf(db, [jobId])).get(jobId)!);
}

/**
 * Sets the labor of those of these jobs whose labor comes from hours (not typed by hand), inside
 * the caller's transaction, so every read of labor, profit and the summaries sees it unchanged.
 * Only jobs whose figure moved are written.
 */
export async function recomputeLabor(tx: Tx, jobIds: number[]): Promise<void> {
  if (jobIds.length === 0) return;
  const held = await tx
    .select({ id: jobs.id, laborCents: jobs.laborCents })
    .from(jobs)
    .where(and(inArray(jobs.id, jobIds), eq(jobs.laborManual, false)));
  if (held.length === 0) return;
  const spans = await spansOf(
    tx,
    held.map((j) => j.id),
  );
  for (const job of held) {
    const cents = laborFromHoursCents(spans.get(job.id)!);
    if (cents !== job.laborCents) await tx.update(jobs).set({ laborCents: cents }).where(eq(jobs.id, job.id));
  }
}

/** The jobs of a company not yet completed on which a worker has closed entries: those a new rate changes. */
export async function openJobsClockedBy(
  tx: Tx,
  companyId: number,
  userId: number,
): Promise<{ jobId: number; projectId: number }[]> {
  return tx
    .selectDistinct({ jobId: timeEntries.jobId, projectId: timeEntries.projectId })
    .from(timeEntries)
    .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        eq(timeEntries.userId, userId),
        isNotNull(timeEntries.endedAt),
        sql`${jobs.status} <> 'COMPLETED'`,
      ),
    );
}
