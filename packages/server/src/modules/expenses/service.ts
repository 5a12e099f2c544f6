import { and, eq, isNull } from 'drizzle-orm';
import { EXPENSE_MSG, MSG, can, centsToDollars, type Expense, type ExpenseParsed } from '@obra/domain';
import { requireCan, type Principal } from '../../auth/principal.js';
import type { Db, Queryable } from '../../db/client.js';
import { expenses, jobs, projects } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { afterCommit } from '../../realtime/events.js';
import { workerMayWorkFor } from '../projects/job-update.js';
import { mapPage, keysetOrder, type Page, type Paging, readPage } from '../paging/keyset.js';

/** A job's expenses (its cost), or the project's own (`jobId` null). */
export interface ExpenseScope {
  projectId: number;
  jobId: number | null;
}

type ExpenseRecord = typeof expenses.$inferSelect;

function expenseView(row: ExpenseRecord): Expense {
  return {
    id: row.id,
    name: row.name,
    amount: centsToDollars(row.amountCents),
    description: row.description,
    date: row.date,
    projectId: row.projectId,
    jobId: row.jobId,
  };
}

/** By date, then as entered. */
const expenseOrder = keysetOrder<ExpenseRecord>(
  'expenses',
  'asc',
  [expenses.date, 'day', (e) => e.date],
  [expenses.id, 'id', (e) => e.id],
);

/** A page of a scope's expenses. The caller's right to see them is checked before. */
export async function expensesOf(db: Queryable, scope: ExpenseScope, paging: Paging): Promise<Page<Expense>> {
  const where =
    scope.jobId === null
      ? and(eq(expenses.projectId, scope.projectId), isNull(expenses.jobId))
      : eq(expenses.jobId, scope.jobId);
  const page = await readPage(expenseOrder, paging, (after, orderBy, limit) =>
    db
      .select()
      .from(expenses)
      .where(and(where, after))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return mapPage(page, expenseView);
}

async function companyOfProject(db: Queryable, projectId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, projectId));
  return row?.companyId ?? null;
}

/**
 * Expenses are the company's: only its owner side (the company, its admins, a contractor on their
 * own company) reads or writes them (PRODUCT.md: only companies see cost and profit). 403 otherwise.
 */
async function ownedProject(
  db: Queryable,
  principal: Principal,
  action: 'expense.view' | 'expense.manage',
  projectId: number,
): Promise<number> {
  const companyId = await companyOfProject(db, projectId);
  if (companyId === null) throw forbidden();
  requireCan(principal, action, { companyId });
  return projectId;
}

/** A job's scope when the caller owns it; 403 for anyone else's job or one that does not exist. */
export async function jobScopeFor(db: Queryable, principal: Principal, jobId: number): Promise<ExpenseScope> {
  const [job] = await db.select({ projectId: jobs.projectId }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw forbidden();
  return { projectId: await ownedProject(db, principal, 'expense.view', job.projectId), jobId };
}

export async function projectScopeFor(db: Queryable, principal: Principal, projectId: number): Promise<ExpenseScope> {
  return { projectId: await ownedProject(db, principal, 'expense.view', projectId), jobId: null };
}

/**
 * The scope named by a create, and whether the caller adds as the owner side. The project's own
 * expenses are its owner side's; a job's are also its assigned worker's (a receipt from the field).
 * The caller's own job of another project is a mistake (400); anyone else's is refused (403).
 */
async function scopeToWrite(
  db: Queryable,
  principal: Principal,
  scope: ExpenseScope,
): Promise<{ scope: ExpenseScope; owner: boolean }> {
  if (scope.jobId === null) {
    await ownedProject(db, principal, 'expense.manage', scope.projectId);
    return { scope, owner: true };
  }
  const [job] = await db
    .select({ projectId: jobs.projectId, assigneeId: jobs.assigneeId, companyId: projects.companyId })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .where(eq(jobs.id, scope.jobId));
  if (!job) throw forbidden();
  const owner = can(principal, 'expense.manage', { companyId: job.companyId });
  if (job.projectId !== scope.projectId) throw owner ? badRequest(MSG.jobNotInProject) : forbidden();
  if (owner) return { scope, owner };
  // A worker adds to their own job only while the company lets them in.
  const active = job.assigneeId !== null && (await workerMayWorkFor(db, job.assigneeId, job.companyId));
  requireCan(principal, 'expense.add', { companyId: job.companyId, activeAssigneeId: active ? job.assigneeId : null });
  return { scope, owner };
}

/**
 * POST /api/expenses/create: one scope's new expenses, saved together. The owner side is answered
 * the scope's expenses; a worker only what they added (a job's costs are the company's business).
 */
export async function createExpenses(
  db: Db,
  principal: Principal,
  list: ExpenseParsed[],
): Promise<{ scope: ExpenseScope; owner: boolean; added: Expense[] }> {
  const first = list[0];
  if (!first) throw badRequest(EXPENSE_MSG.empty);
  return db.transaction(async (tx) => {
    const { scope, owner } = await scopeToWrite(tx, principal, { projectId: first.projectId, jobId: first.jobId });
    const added = await tx
      .insert(expenses)
      .values(
        list.map((e) => ({
          projectId: scope.projectId,
          jobId: scope.jobId,
          name: e.name,
          amountCents: e.amount,
          description: e.description,
          date: e.date,
        })),
      )
      .returning();
    // The project's cost and profit (and the job's) changed for whoever has it open.
    afterCommit({ type: 'project update', projectId: scope.projectId, isNew: false });
    return { scope, owner, added: added.map(expenseView) };
  });
}

/** PUT /api/expenses/delete: answers the scope the expense was in. */
export async function deleteExpense(db: Db, principal: Principal, expenseId: number): Promise<ExpenseScope> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(expenses).where(eq(expenses.id, expenseId)).for('update');
    if (!row) throw forbidden();
    await ownedProject(tx, principal, 'expense.manage', row.projectId);
    await tx.delete(expenses).where(eq(expenses.id, expenseId));
    afterCommit({ type: 'project update', projectId: row.projectId, isNew: false });
    return { projectId: row.projectId, jobId: row.jobId };
  });
}
