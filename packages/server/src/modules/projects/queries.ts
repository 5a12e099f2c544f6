import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { companies, expenses, jobs, memberships, projects, users } from '../../db/schema.js';

const client = alias(users, 'client');
const assignee = alias(users, 'assignee');

/**
 * The columns the answers are made of, and no more: the lists skip the timestamps (each a Date
 * built per row and never shown) and whatever a view does not read.
 */
const projectColumns = {
  id: projects.id,
  companyId: projects.companyId,
  clientId: projects.clientId,
  name: projects.name,
  address: projects.address,
  city: projects.city,
  state: projects.state,
  zip: projects.zip,
  startDate: projects.startDate,
  endDate: projects.endDate,
  priceCents: projects.priceCents,
  type: projects.type,
  status: projects.status,
  description: projects.description,
};
const jobColumns = {
  id: jobs.id,
  projectId: jobs.projectId,
  name: jobs.name,
  status: jobs.status,
  startDate: jobs.startDate,
  endDate: jobs.endDate,
  priceCents: jobs.priceCents,
  laborCents: jobs.laborCents,
  laborManual: jobs.laborManual,
  comments: jobs.comments,
  assigneeId: jobs.assigneeId,
};

const sumCents = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * Projects with their company and client names and all their expenses added up; one query. Newest
 * first unless the caller orders them (a page of a list does).
 */
export function selectProjects(
  db: Queryable,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(projects.id)],
  limit?: number,
) {
  const query = db
    .select({
      project: projectColumns,
      companyName: companies.name,
      clientName: client.name,
      expenseCents: sumCents(sql`(select sum(e.amount_cents) from ${expenses} e where e.project_id = ${projects.id})`),
    })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(client, eq(client.id, projects.clientId))
    .where(where)
    .orderBy(...orderBy);
  return limit === undefined ? query : query.limit(limit);
}
export type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];

/** The jobs of many projects at once, each with its assignee's name and its expenses as cost; one query. */
export function selectJobs(db: Queryable, projectIds: number[], where?: SQL) {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      job: jobColumns,
      assigneeName: assignee.name,
      costCents: sumCents(sql`(select sum(e.amount_cents) from ${expenses} e where e.job_id = ${jobs.id})`),
    })
    .from(jobs)
    .leftJoin(assignee, eq(assignee.id, jobs.assigneeId))
    .where(and(inArray(jobs.projectId, projectIds), where))
    .orderBy(asc(jobs.id));
}
export type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

/** A job row as `jobsOfProjects` reads it, flat, before it is shaped as a JobRow. */
interface FlatJob {
  id: number;
  projectId: number;
  name: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  priceCents: number;
  laborCents: number;
  laborManual: boolean;
  comments: string;
  assigneeId: number | null;
  assigneeName: string | null;
  costCents: number;
}

/**
 * The jobs of a page of projects, as selectJobs reads them, grouped by project in the database:
 * one row a project carrying its jobs as JSON text. A page of 50 projects has some 400 jobs; as
 * rows each crossed the driver (and the embedded database's thread) field by field and went
 * through Drizzle's row mapping, the largest part of the list's time (issue 12).
 */
export async function jobsOfProjects(db: Queryable, projectIds: number[]): Promise<Map<number, JobRow[]>> {
  const grouped = new Map<number, JobRow[]>();
  if (projectIds.length === 0) return grouped;
  const rows = await db
    .select({
      projectId: jobs.projectId,
      jobs: sql<string>`json_agg(json_build_object(
        'id', ${jobs.id}, 'projectId', ${jobs.projectId}, 'name', ${jobs.name}, 'status', ${jobs.status},
        'startDate', ${jobs.startDate}, 'endDate', ${jobs.endDate}, 'priceCents', ${jobs.priceCents},
        'laborCents', ${jobs.laborCents}, 'laborManual', ${jobs.laborManual}, 'comments', ${jobs.comments},
        'assigneeId', ${jobs.assigneeId},
        'assigneeName', ${assignee.name},
        'costCents', coalesce((select sum(e.amount_cents) from ${expenses} e where e.job_id = ${jobs.id}), 0)
      ) order by ${jobs.id})::text`,
    })
    .from(jobs)
    .leftJoin(assignee, eq(assignee.id, jobs.assigneeId))
    .where(inArray(jobs.projectId, projectIds))
    .groupBy(jobs.projectId);
  for (const row of rows) {
    const flat = JSON.parse(row.jobs) as FlatJob[];
    grouped.set(
      row.projectId,
      flat.map(({ assigneeName, costCents, ...job }) => ({ job, assigneeName, costCents: Number(costCents) })),
    );
  }
  return grouped;
}

/** Jobs as the jobs lists carry them, with their project's address, client and company; one query. */
export function selectListedJobs(db: Queryable, where: SQL | undefined, orderBy: SQL[], limit: number) {
  return db
    .select({
      job: {
        id: jobs.id,
        name: jobs.name,
        status: jobs.status,
        startDate: jobs.startDate,
        endDate: jobs.endDate,
        comments: jobs.comments,
        assigneeId: jobs.assigneeId,
      },
      assigneeName: assignee.name,
      project: {
        id: projects.id,
        name: projects.name,
        address: projects.address,
      },
      clientName: client.name,
      companyName: companies.name,
    })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(client, eq(client.id, projects.clientId))
    .leftJoin(assignee, eq(assignee.id, jobs.assigneeId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
}
export type ListedJobRow = Awaited<ReturnType<typeof selectListedJobs>>[number];

/**
 * A worker sees work in a company only while that company lets them in: their own company
 * (a contractor's), or a membership whose access is on.
 */
export function workerMaySeeCompany(userId: number) {
  return sql`(exists (select 1 from ${users} u where u.id = ${userId} and u.own_company_id = ${projects.companyId})
    or exists (select 1 from ${memberships} m where m.user_id = ${userId} and m.company_id = ${projects.companyId} and m.access))`;
}

/** Projects holding a job assigned to the person. */
export function holdsJobIn(userId: number) {
  return sql`${projects.id} in (select j.project_id from ${jobs} j where j.assignee_id = ${userId})`;
}

export const byCompany = (companyId: number) => eq(projects.companyId, companyId);
export const openJobs = ne(jobs.status, 'COMPLETED');

/** The people a company may assign jobs to: its workers with access, and a contractor on their own company. */
export async function assignableWorkers(db: Queryable, companyId: number) {
  const members = await db
    .select({ userId: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.access, true)));
  const owners = await db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .where(eq(users.ownCompanyId, companyId));
  return [...owners, ...members].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
