import { and, eq, or, type SQL } from 'drizzle-orm';
import { projectSideOf, type JobFilters, type ListedJob, type Project, type ProjectFilters } from '@obra/domain';
import type { Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/client.js';
import { jobs, projects } from '../../db/schema.js';
import { forbidden } from '../../http/errors.js';
import { readerOf, type ChatSide } from '../chat/parties.js';
import { unreadCounts } from '../chat/unread.js';
import {
  byCompany,
  holdsJobIn,
  jobsOfProjects,
  openJobs,
  selectJobs,
  selectListedJobs,
  selectProjects,
  workerMaySeeCompany,
  type ProjectRow,
} from './queries.js';
import { mapPage, readPage, type Page, type Paging } from '../paging/keyset.js';
import { jobFilter, jobOrder, projectFilter, projectOrder } from './filters.js';
import { listedJobView, projectView, type View } from './views.js';

/** The chat side a view takes part in: the owner side is the company's, the client the client's; workers have none. */
const chatSideOf = (view: View): ChatSide | null =>
  view === 'owner' ? 'company' : view === 'client' ? 'client' : null;

/**
 * Loads a page of projects, their jobs and the viewer's unread chat messages in three queries, then
 * shapes each for the viewer. The jobs are read by the page's ids: at most PAGE_LIMIT_MAX of them.
 */
async function assemble(
  db: Queryable,
  viewer: Principal,
  where: SQL | undefined,
  paging: Paging,
  viewOf: (row: ProjectRow) => View,
  workerId?: number,
): Promise<Page<Project>> {
  const page = await readPage(projectOrder, paging, (after, orderBy, limit) =>
    selectProjects(db, and(where, after), orderBy, limit),
  );
  const rows = page.items;
  const jobsByProject = await jobsOfProjects(
    db,
    rows.map((r) => r.project.id),
  );
  const views = rows.map(viewOf);
  const unread = await unreadCounts(
    db,
    readerOf(viewer),
    rows.map((r, i) => ({ projectId: r.project.id, side: chatSideOf(views[i]!) })),
  );
  return mapPage(page, (row, i) =>
    projectView(row, jobsByProject.get(row.project.id) ?? [], views[i]!, workerId, unread.get(row.project.id) ?? 0),
  );
}

export function projectsOfCompany(
  db: Queryable,
  viewer: Principal,
  companyId: number,
  filters: ProjectFilters,
  paging: Paging,
): Promise<Page<Project>> {
  return assemble(db, viewer, and(byCompany(companyId), projectFilter(filters)), paging, () => 'owner');
}

/** PRODUCT.md's getByUser: what each kind of person sees as "their" projects. */
export function projectsOfUser(
  db: Queryable,
  principal: Principal & { kind: 'user' },
  filters: ProjectFilters,
  paging: Paging,
): Promise<Page<Project>> {
  const { userId } = principal;
  const filter = projectFilter(filters);
  if (principal.userType === 'client') {
    return assemble(db, principal, and(eq(projects.clientId, userId), filter), paging, () => 'client');
  }
  const asWorker = and(holdsJobIn(userId), workerMaySeeCompany(userId));
  const own = principal.userType === 'contractor' ? principal.ownCompanyId : null;
  const where = own !== null ? or(byCompany(own), asWorker) : asWorker;
  const viewOf = (row: ProjectRow): View => (row.project.companyId === own ? 'owner' : 'worker');
  return assemble(db, principal, and(where, filter), paging, viewOf, userId);
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

/** A company's jobs, read with a join on the company (never a list of its project ids). */
export async function jobsOfCompany(
  db: Queryable,
  companyId: number,
  filters: JobFilters,
  paging: Paging,
): Promise<Page<ListedJob>> {
  return listedJobs(db, and(byCompany(companyId), jobFilter(filters)), paging);
}

/** The caller's open jobs across every company that lets them in; completed ones leave the list. */
export async function jobsOfUser(
  db: Queryable,
  userId: number,
  filters: JobFilters,
  paging: Paging,
): Promise<Page<ListedJob>> {
  const where = and(eq(jobs.assigneeId, userId), openJobs, workerMaySeeCompany(userId), jobFilter(filters));
  return listedJobs(db, where, paging);
}

async function listedJobs(db: Queryable, where: SQL | undefined, paging: Paging): Promise<Page<ListedJob>> {
  const page = await readPage(jobOrder, paging, (after, orderBy, limit) =>
    selectListedJobs(db, and(where, after), orderBy, limit),
  );
  return mapPage(page, listedJobView);
}
