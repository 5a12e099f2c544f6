import { and, eq, or, type SQL } from 'drizzle-orm';
import { projectSideOf, type ListedJob, type Project } from '@obra/domain';
import type { Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/client.js';
import { jobs, projects } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import { readerOf, type ChatSide } from '../chat/parties.js';
import { unreadCounts } from '../chat/unread.js';
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

/** The chat side a view takes part in: the owner side is the company's, the client the client's; workers have none. */
const chatSideOf = (view: View): ChatSide | null =>
  view === 'owner' ? 'company' : view === 'client' ? 'client' : null;

/**
 * Loads projects, all their jobs and the viewer's unread chat messages in three queries, then shapes
 * each for the viewer.
 */
async function assemble(
  db: Queryable,
  viewer: Principal,
  where: SQL | undefined,
  viewOf: (row: ProjectRow) => View,
  workerId?: number,
): Promise<Project[]> {
  const rows = await selectProjects(db, where);
  const jobsByProject = groupJobs(
    await selectJobs(
      db,
      rows.map((r) => r.project.id),
    ),
  );
  const views = rows.map(viewOf);
  const unread = await unreadCounts(
    db,
    readerOf(viewer),
    rows.map((r, i) => ({ projectId: r.project.id, side: chatSideOf(views[i]!) })),
  );
  return rows.map((row, i) =>
    projectView(row, jobsByProject.get(row.project.id) ?? [], views[i]!, workerId, unread.get(row.project.id) ?? 0),
  );
}

export function projectsOfCompany(db: Queryable, viewer: Principal, companyId: number): Promise<Project[]> {
  return assemble(db, viewer, byCompany(companyId), () => 'owner');
}

/** PRODUCT.md's getByUser: what each kind of person sees as "their" projects. */
export function projectsOfUser(db: Queryable, principal: Principal & { kind: 'user' }): Promise<Project[]> {
  const { userId } = principal;
  if (principal.userType === 'client') {
    return assemble(db, principal, eq(projects.clientId, userId), () => 'client');
  }
  const asWorker = and(holdsJobIn(userId), workerMaySeeCompany(userId));
  const own = principal.userType === 'contractor' ? principal.ownCompanyId : null;
  const where = own !== null ? or(byCompany(own), asWorker) : asWorker;
  return assemble(db, principal, where, (row) => (row.project.companyId === own ? 'owner' : 'worker'), userId);
}

/** How a caller may see one project, or null when not at all. */
export async function viewOfProject(
  db: Queryable,
  principal: Principal,
  projectId: number,
): Promise<{ view: View; row: ProjectRow } | null> {
  const [row] = await selectProjects(db, eq(projects.id, projectId));
  if (!row) throw forbidden();
  const project = { companyId: row.project.companyId, clientId: row.project.clientId };
  const side = projectSideOf(principal, project);
  if (side !== null) return { view: side, row };
  if (principal.kind !== 'user') return null;
  // A worker's side needs the database: a job of the project held while the company lets them in.
  const [held] = await selectProjects(
    db,
    and(eq(projects.id, projectId), holdsJobIn(principal.userId), workerMaySeeCompany(principal.userId)),
  );
  const worker = projectSideOf(principal, { ...project, workerIds: held ? [principal.userId] : [] });
  return worker === null ? null : { view: worker, row };
}

export async function projectForCaller(db: Queryable, principal: Principal, projectId: number): Promise<Project> {
  const seen = await viewOfProject(db, principal, projectId);
  if (!seen) throw forbidden();
  const jobRows = await selectJobs(db, [projectId]);
  const unread = await unreadCounts(db, readerOf(principal), [{ projectId, side: chatSideOf(seen.view) }]);
  const workerId = principal.kind === 'user' ? principal.userId : undefined;
  return projectView(seen.row, jobRows, seen.view, workerId, unread.get(projectId) ?? 0);
}

export async function jobsOfCompany(db: Queryable, companyId: number): Promise<ListedJob[]> {
  return (await selectListedJobs(db, byCompany(companyId))).map(listedJobView);
}

/** The caller's open jobs across every company that lets them in; completed ones leave the list. */
export async function jobsOfUser(db: Queryable, userId: number): Promise<ListedJob[]> {
  const rows = await selectListedJobs(db, and(eq(jobs.assigneeId, userId), openJobs, workerMaySeeCompany(userId))!);
  return rows.map(listedJobView);
}
