import { and, count, eq, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_PROJECT_STATUSES, type ProjectsSummary } from '@obra/domain';
import type { Queryable } from '../../db/client.js';
import { expenses, jobs, projects } from '../../db/schema.js';
import { workerMaySeeCompany } from './queries.js';

const cents = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * The dashboard's figures for a company, counted in the database (two queries, whatever its size):
 * its active projects, their worth and profit as the project list computes them (PRODUCT.md: a
 * project with jobs is worth its jobs' prices; profit = worth − expenses − labor), and its open
 * jobs. `assigneeId`: a contractor, whose open jobs in other companies that let him in count too,
 * as his dashboard lists them; their projects are those companies', so they are not counted.
 */
export async function projectsSummary(
  db: Queryable,
  companyId: number,
  assigneeId: number | null,
): Promise<ProjectsSummary> {
  const jobTotals = (column: typeof jobs.priceCents | typeof jobs.laborCents) =>
    sql`(select sum(j.${sql.identifier(column.name)}) from ${jobs} j where j.project_id = ${projects.id})`;
  const perProject = db
    .select({
      worth: sql<number>`coalesce(${jobTotals(jobs.priceCents)}, ${projects.priceCents})`.as('worth'),
      labor: cents(jobTotals(jobs.laborCents)).as('labor'),
      spent: cents(sql`(select sum(e.amount_cents) from ${expenses} e where e.project_id = ${projects.id})`).as(
        'spent',
      ),
    })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), notInArray(projects.status, [...CLOSED_PROJECT_STATUSES])))
    .as('active');
  const [figures] = await db
    .select({
      activeProjects: count(),
      totalActiveCents: cents(sql`sum(${perProject.worth})`),
      profitActiveCents: cents(sql`sum(${perProject.worth} - ${perProject.spent} - ${perProject.labor})`),
    })
    .from(perProject);

  const mine = assigneeId === null ? undefined : and(eq(jobs.assigneeId, assigneeId), workerMaySeeCompany(assigneeId));
  const [open] = await db
    .select({ openJobs: count() })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .where(and(ne(jobs.status, 'COMPLETED'), or(eq(projects.companyId, companyId), mine)));
  return {
    activeProjects: figures?.activeProjects ?? 0,
    openJobs: open?.openJobs ?? 0,
    totalActiveCents: figures?.totalActiveCents ?? 0,
    profitActiveCents: figures?.profitActiveCents ?? 0,
  };
}
