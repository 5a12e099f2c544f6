import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberships } from '../../db/schema.js';
import { afterCommit } from '../../realtime/events.js';
import { membershipOf } from '../workers/service.js';
import { openJobsClockedBy, recomputeLabor } from './labor.js';

/**
 * PUT /api/workers/rate: what the company pays a worker an hour (null: not set). The labor of the
 * jobs still open that the worker clocked follows at once; completed jobs keep the labor they
 * closed with, as a rate raised today does not reprice finished work.
 */
export async function setWorkerRate(db: Db, companyId: number, userId: number, rateCents: number | null) {
  await db.transaction(async (tx) => {
    await membershipOf(tx, companyId, userId);
    await tx
      .update(memberships)
      .set({ hourlyRateCents: rateCents })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
    const clocked = await openJobsClockedBy(tx, companyId, userId);
    await recomputeLabor(
      tx,
      clocked.map((c) => c.jobId),
    );
    for (const { jobId, projectId } of clocked) afterCommit({ type: 'project update', projectId, isNew: false, jobId });
  });
}
