import { and, eq, or, type SQL } from 'drizzle-orm';
import type { ListedJob, Project } from '@obra/domain';
import { actingCompanyId, type Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/client.js';
import { jobs, projects } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import {
  byCompany,
  holdsJobIn,
  openJobs,
  selectJobs,
  selectListedJobs,
  selectProjects,
  workerMaySeeCompany,
  type ProjectRow,
} from './queries.js';
import { groupJobs, listedJobView, projectView, type View } from './views.js';

/** Loads projects and all their jobs in two queries, then shapes each for the caller. */
async function assemble(
  db: Queryable,
  where: SQL | undefined,
  viewOf: (row: ProjectRow) => View,
  workerId?: number,
): Promise<Project[]> {
  const rows = await selectProjects(db, where);
  const jobsByProject = groupJobs(await selectJobs(db, rows.map((r) => r.project.id)));
  return rows.map((row) => projectView(row, jobsByProject.get(row.project.id) ?? [], viewOf(row), workerId));
}

export function projectsOfCompany(db: Queryable, companyId: number): Promise<Project[]> {
  return assemble(db, byCompany(companyId), () => 'owner');
}

/** PRODUCT.md's getByUser: what each kind of person sees as "their" projects. */
export function projectsOfUser(db: Queryable, principal: Principal & { kind: 'user' }): Promise<Project[]> {
  const { userId } = principal;
  if (principal.userType === 'client') {
    return assemble(db, eq(projects.clientId, userId), () => 'client');
  }
  const asWorker = and(holdsJobIn(userId), workerMaySeeCompany(userId));
  const own = principal.userType === 'contractor' ? principal.ownCompanyId : null;
  const where = own !== null ? or(byCompany(own), asWorker) : asWorker;
  return assemble(db, where, (row) => (row.project.companyId === own ? 'owner' : 'worker'), userId);
}

/** How a caller may see one project, or null when not at all. */
export async function viewOfProject(db: Queryable, principal: Principal, projectId: number): Promise<{ view: View; row: ProjectRow } | null> {
  const [row] = await selectProjects(db, eq(projects.id, projectId));
  if (!row) throw forbidden();
  if (actingCompanyId(principal) === row.project.companyId) return { view: 'owner', row };
  if (principal.kind !== 'user') return null;
  if (principal.userType === 'client') return row.project.clientId === principal.userId ? { view: 'client', row } : null;
  const [held] = await selectProjects(
    db,
    and(eq(projects.id, projectId), holdsJobIn(principal.userId), workerMaySeeCompany(principal.userId)),
  );
  return held ? { view: 'worker', row } : null;
}

export async function projectForCaller(db: Queryable, principal: Principal, projectId: number): Promise<Project> {
  const seen = await viewOfProject(db, principal, projectId);
  if (!seen) throw forbidden();
  const jobRows = await selectJobs(db, [projectId]);
  return projectView(seen.row, jobRows, seen.view, principal.kind === 'user' ? principal.userId : undefined);
}

export async function jobsOfCompany(db: Queryable, companyId: number): Promise<ListedJob[]> {
  return (await selectListedJobs(db, byCompany(companyId))).map(listedJobView);
}

/** The caller's open jobs across every company that lets them in; completed ones leave the list. */
export async function jobsOfUser(db: Queryable, userId: number): Promise<ListedJob[]> {
  const rows = await selectListedJobs(db, and(eq(jobs.assigneeId, userId), openJobs, workerMaySeeCompany(userId))!);
  return rows.map(listedJobView);
}
