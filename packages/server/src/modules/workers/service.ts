import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, MSG, centsToDollars, type Worker, type WorkerType, type createWorkerBody } from '@obra/domain';
import type { z } from 'zod';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { jobs, logins, memberships, projects, users } from '../../db/schema.js';
import { hashPassword } from '../../auth/passwords.js';
import { announceAccessChange, endSessionsOf } from '../../auth/sessions.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { notify } from '../notifications/service.js';
import { afterCommit } from '../../realtime/events.js';
import { assertWithinLimit } from '../plans/limits.js';
import { pendingPeople } from '../joining/requests.js';

/** The company's workers with their job counts in that company; one query. */
export async function listWorkers(db: Queryable, companyId: number): Promise<Worker[]> {
  const countJobs = (completed: boolean) =>
    sql<number>`(select count(*) from ${jobs} j join ${projects} p on p.id = j.project_id
      where j.assignee_id = ${users.id} and p.company_id = ${companyId}
      and ${completed ? sql`j.status = 'COMPLETED'` : sql`j.status <> 'COMPLETED'`})`.mapWith(Number);
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      field: users.field,
      email: users.email,
      phone: users.phone,
      type: memberships.role,
      access: memberships.access,
      hourlyRateCents: memberships.hourlyRateCents,
      completedJobs: countJobs(true),
      assignedJobs: countJobs(false),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(users.name));
  // Requests to join come after the workers, with no access until the company turns it on.
  const requests = await pendingPeople(db, companyId, ['employee', 'contractor']);
  return [
    ...rows.map(({ hourlyRateCents, ...r }) => ({
      ...r,
      type: r.type as WorkerType,
      pending: false,
      hourlyRate: hourlyRateCents === null ? null : centsToDollars(hourlyRateCents),
    })),
    ...requests.map((r) => ({
      userId: r.userId,
      name: r.name,
      field: r.field,
      email: r.email,
      phone: r.phone,
      type: r.role as WorkerType,
      access: false,
      completedJobs: 0,
      assignedJobs: 0,
      pending: true,
      hourlyRate: null,
    })),
  ];
}

/** The person's place in the company; anyone else's worker (or no worker at all) is another tenant's id: 403 (PRODUCT.md). */
export async function membershipOf(tx: Queryable, companyId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  if (!row) throw forbidden();
  return row;
}

/** A company creates an employee account for someone (PRODUCT.md: 'Nuevo Trabajador'). */
export async function createWorker(
  db: Db,
  companyId: number,
  body: z.output<typeof createWorkerBody>,
): Promise<number> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await assertWithinLimit(tx, companyId, 'employees');
    const [taken] = await tx.select({ id: logins.id }).from(logins).where(eq(logins.username, body.username));
    if (taken) throw badRequest(MSG.usernameTaken);
    const [user] = await tx
      .insert(users)
      .values({ name: body.name, email: body.email, phone: body.phone, field: body.field, userType: 'employee' })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ companyId, userId: user!.id, role: 'employee' });
    await tx.insert(logins).values({ username: body.username, passwordHash, userId: user!.id });
    return user!.id;
  });
}

/** Takes the worker off every open job of the company's projects and tells them. */
export async function unassignOpenJobs(tx: Tx, companyId: number, userId: number): Promise<number> {
  const open = await tx
    .select({ id: jobs.id, name: jobs.name, projectId: projects.id, projectName: projects.name })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .where(and(eq(jobs.assigneeId, userId), eq(projects.companyId, companyId), ne(jobs.status, 'COMPLETED')));
  if (open.length === 0) return 0;
  for (const projectId of new Set(open.map((j) => j.projectId))) {
    afterCommit({ type: 'project update', projectId, isNew: false, audience: { companyIds: [], userIds: [userId] } });
  }
  await tx
    .update(jobs)
    .set({ assigneeId: null })
    .where(
      inArray(
        jobs.id,
        open.map((j) => j.id),
      ),
    );
  await notify(
    tx,
    open.map((j) => ({
      to: { userId },
      event: { kind: 'job_unassigned' as const, project: j.projectName, job: j.name },
      projectId: j.projectId,
    })),
  );
  return open.length;
}

/** Workers are never deleted: removing one unlinks them and unassigns their open jobs (PRODUCT.md). */
export async function removeWorker(db: Db, companyId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await membershipOf(tx, companyId, userId);
    await unassignOpenJobs(tx, companyId, userId);
    await tx.delete(memberships).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
    announceAccessChange({ kind: 'user', id: userId });
  });
}

export async function unassignWorker(db: Db, companyId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await membershipOf(tx, companyId, userId);
    await unassignOpenJobs(tx, companyId, userId);
  });
}

export async function setWorkerType(
  db: Db,
  companyId: number,
  userId: number,
  type: 'employee' | 'admin',
): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, companyId, userId);
    if (membership.role === 'contractor') throw badRequest(MSG.contractorNeverAdmin);
    await tx
      .update(memberships)
      .set({ role: type })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
    // A demoted admin's open sockets must leave the company's room.
    announceAccessChange({ kind: 'user', id: userId });
  });
}

export async function setWorkerAccess(db: Db, companyId: number, userId: number, access: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await membershipOf(tx, companyId, userId);
    await tx
      .update(memberships)
      .set({ access })
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
    announceAccessChange({ kind: 'user', id: userId });
  });
}

/**
 * The company sets a new password for one of its employees, who may have no e-mail to reset it
 * themselves; whoever was signed in with the old one is signed out. A contractor's account is
 * their own, never the company's to change.
 */
export async function setWorkerPassword(db: Db, companyId: number, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const membership = await membershipOf(tx, companyId, userId);
    if (membership.role === 'contractor') throw badRequest(ACCOUNT_MSG.onlyEmployees);
    await tx.update(logins).set({ passwordHash }).where(eq(logins.userId, userId));
    await endSessionsOf(tx, { kind: 'user', id: userId });
    announceAccessChange({ kind: 'user', id: userId });
  });
}
