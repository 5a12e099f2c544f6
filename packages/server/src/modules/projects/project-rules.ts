import { and, eq, inArray } from 'drizzle-orm';
import {
  MSG,
  isProjectActive,
  isProjectClosed,
  statusAfterJobs,
  type JobStatus,
  type Plan,
  type ProjectStatus,
} from '@obra/domain';
import type { Tx } from '../../db/client.js';
import { companies, jobs, projects } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { NewNotification } from '../notifications/service.js';
import { assertRoomFor } from '../plans/limits.js';

/** The rules every write of a project and its jobs applies: its status settled by its jobs, foreign jobs refused. */

/** A closed project put back to work is an active project again, within the plan's limit (PRODUCT.md). */
async function assertMayReopen(tx: Tx, companyId: number): Promise<void> {
  const [company] = await tx
    .select({ plan: companies.plan })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  await assertRoomFor(tx, companyId, (company?.plan ?? 'plus') as Plan, 'activeProjects');
}

/**
 * Jobs named with a project they are not in: the company's own jobs of another project are a
 * mistake (400); anyone else's, or none at all, are refused like any foreign id (403).
 */
export async function refuseForeignJobs(tx: Tx, companyId: number, jobIds: number[]): Promise<never> {
  const own = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .where(and(inArray(jobs.id, jobIds), eq(projects.companyId, companyId)));
  if (own.length === jobIds.length) throw badRequest(MSG.jobNotInProject);
  throw forbidden();
}

/**
 * Applies SPEC §4's "all completed → COMPLETED" to the project from its jobs' statuses: those the
 * caller holds already, or else read again.
 */
export async function settleStatus(
  tx: Tx,
  project: { id: number; companyId: number },
  status: ProjectStatus,
  jobStatuses?: JobStatus[],
): Promise<ProjectStatus> {
  const statuses =
    jobStatuses ??
    (await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.projectId, project.id))).map(
      (r) => r.status as JobStatus,
    );
  const settled = statusAfterJobs(status, statuses);
  if (settled !== status) {
    if (isProjectClosed(status) && isProjectActive(settled)) await assertMayReopen(tx, project.companyId);
    await tx.update(projects).set({ status: settled }).where(eq(projects.id, project.id));
  }
  return settled;
}

/**
 * Whether this write completed the project: only its jobs do (the company never sets COMPLETED
 * itself), so a project that turns COMPLETED has just had its last open job done.
 */
export function completedNow(project: { status: string }, settled: ProjectStatus): boolean {
  return settled === 'COMPLETED' && project.status !== 'COMPLETED';
}

export function statusNotice(
  project: { id: number; name: string; clientId: number | null; status: string },
  status: ProjectStatus,
): NewNotification[] {
  if (project.clientId === null || status === project.status) return [];
  return [
    {
      to: { userId: project.clientId },
      event: { kind: 'status_changed', project: project.name, status },
      projectId: project.id,
    },
  ];
}
