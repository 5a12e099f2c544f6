import { and, eq } from 'drizzle-orm';
import {
  MSG,
  clientStatusChange,
  companyStatusChange,
  statusAfterJobs,
  type JobStatus,
  type ProjectParsed,
  type ProjectStatus,
  type JobParsed,
} from '@obra/domain';
import { actingCompanyId, requireCompany, type Principal } from '../../auth/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { companies, companyClients, jobs, memberships, projects, users } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { notify, type NewNotification } from '../notifications/service.js';
import { assertWithinLimit } from '../plans/limits.js';
import { assigneeIdOf, checkAssignees, jobsOfProject, saveJob } from './jobs-write.js';

type ProjectRecord = typeof projects.$inferSelect;

/** The caller's company's project, locked for the rest of the transaction; 403 for anyone else's. */
async function ownedProject(tx: Tx, companyId: number, projectId: number): Promise<ProjectRecord> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!project) throw notFound('No se encontró el proyecto');
  if (project.companyId !== companyId) throw forbidden();
  return project;
}

async function checkClient(tx: Tx, companyId: number, clientId: number): Promise<number | null> {
  if (clientId === 0) return null;
  const [link] = await tx
    .select({ userId: companyClients.userId })
    .from(companyClients)
    .where(and(eq(companyClients.companyId, companyId), eq(companyClients.userId, clientId)));
  if (!link) throw badRequest(MSG.clientNotOfCompany);
  return clientId;
}

async function companyName(tx: Tx, companyId: number): Promise<string> {
  const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

function projectFields(input: ProjectParsed) {
  return {
    name: input.name,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    startDate: input.startDate,
    endDate: input.endDate,
    priceCents: input.price ?? 0,
    type: input.type,
    description: input.description,
  };
}

/** Saves the jobs sent with the project form and settles the project's status from them. */
async function saveProjectJobs(tx: Tx, project: ProjectRecord, items: JobParsed[], notifications: NewNotification[]) {
  await checkAssignees(tx, project.companyId, items.map((i) => assigneeIdOf(i.assignee)));
  const ids = items.map((i) => i.id).filter((id): id is number => id !== undefined);
  const existing = await jobsOfProject(tx, project.id, ids);
  const ctx = { tx, projectId: project.id, projectName: project.name, via: 'project' as const, owner: true, notifications };
  for (const item of items) {
    if (item.id !== undefined && !existing.has(item.id)) throw badRequest(MSG.jobNotInProject);
    await saveJob(ctx, item, item.id === undefined ? undefined : existing.get(item.id));
  }
}

/** Re-reads the project's job statuses and applies SPEC §4's "all completed → COMPLETED". */
async function settleStatus(tx: Tx, projectId: number, status: ProjectStatus): Promise<ProjectStatus> {
  const rows = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.projectId, projectId));
  const settled = statusAfterJobs(status, rows.map((r) => r.status as JobStatus));
  if (settled !== status) await tx.update(projects).set({ status: settled }).where(eq(projects.id, projectId));
  return settled;
}

function statusNotice(project: ProjectRecord, status: ProjectStatus): NewNotification[] {
  if (project.clientId === null || status === project.status) return [];
  return [{ to: { userId: project.clientId }, event: { kind: 'status_changed', project: project.name, status }, projectId: project.id }];
}

export async function createProject(db: Db, principal: Principal, input: ProjectParsed): Promise<number> {
  const companyId = requireCompany(principal);
  const requested = input.status ?? 'CLIENT_APPROVAL';
  const change = companyStatusChange('CLIENT_APPROVAL', requested);
  if (!change.ok) throw badRequest(MSG.statusNotAllowed);

  return db.transaction(async (tx) => {
    await assertWithinLimit(tx, companyId, 'projects');
    const clientId = await checkClient(tx, companyId, input.clientId);
    const [created] = await tx
      .insert(projects)
      .values({ ...projectFields(input), companyId, clientId, status: change.status })
      .returning();
    const project = created!;
    const notifications: NewNotification[] = [];
    await saveProjectJobs(tx, project, input.projectItems, notifications);
    await settleStatus(tx, project.id, project.status as ProjectStatus);
    if (clientId !== null) {
      notifications.push({
        to: { userId: clientId },
        event: { kind: 'project_created', project: project.name, company: await companyName(tx, companyId) },
        projectId: project.id,
      });
    }
    await notify(tx, notifications);
    return project.id;
  });
}

export async function updateProject(db: Db, principal: Principal, id: number, input: ProjectParsed): Promise<number> {
  const companyId = requireCompany(principal);
  return db.transaction(async (tx) => {
    const project = await ownedProject(tx, companyId, id);
    const current = project.status as ProjectStatus;
    let status = current;
    if (input.status !== undefined && input.status !== current) {
      const change = companyStatusChange(current, input.status);
      if (!change.ok) throw badRequest(change.reason === 'closed' ? MSG.projectClosed : MSG.statusNotAllowed);
      status = change.status;
    }
    const clientId = await checkClient(tx, companyId, input.clientId);
    await tx
      .update(projects)
      .set({ ...projectFields(input), priceCents: input.price ?? project.priceCents, clientId, status, updatedAt: new Date() })
      .where(eq(projects.id, id));
    const notifications: NewNotification[] = [];
    const saved = { ...project, ...projectFields(input), clientId };
    await saveProjectJobs(tx, saved, input.projectItems, notifications);
    const settled = await settleStatus(tx, id, status);
    if (clientId !== null && clientId !== project.clientId) {
      notifications.push({
        to: { userId: clientId },
        event: { kind: 'project_created', project: saved.name, company: await companyName(tx, companyId) },
        projectId: id,
      });
    } else {
      notifications.push(...statusNotice(saved, settled));
    }
    await notify(tx, notifications);
    return id;
  });
}

export async function updateStatus(db: Db, principal: Principal, projectId: number, requested: ProjectStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project) throw notFound('No se encontró el proyecto');
    const current = project.status as ProjectStatus;
    const companyId = actingCompanyId(principal);

    if (companyId === project.companyId) {
      const change = companyStatusChange(current, requested);
      if (!change.ok) throw badRequest(change.reason === 'closed' ? MSG.projectClosed : MSG.statusNotAllowed);
      await tx.update(projects).set({ status: change.status, updatedAt: new Date() }).where(eq(projects.id, projectId));
      await notify(tx, statusNotice(project, change.status));
      return;
    }

    const isClient = principal.kind === 'user' && principal.userType === 'client' && project.clientId === principal.userId;
    if (!isClient) throw forbidden();
    const change = clientStatusChange(current, requested);
    if (!change.ok) throw badRequest(change.reason === 'closed' ? MSG.projectClosed : MSG.clientDecisionOnly);
    await tx.update(projects).set({ status: change.status, updatedAt: new Date() }).where(eq(projects.id, projectId));
    const [client] = await tx.select({ name: users.name }).from(users).where(eq(users.id, principal.userId));
    const facts = { project: project.name, client: client?.name ?? '' };
    await notify(tx, [
      {
        to: { companyId: project.companyId },
        event: change.status === 'APPROVED' ? { kind: 'project_approved', ...facts } : { kind: 'project_rejected', ...facts },
        projectId,
      },
    ]);
  });
}

export async function deleteProject(db: Db, principal: Principal, projectId: number): Promise<void> {
  const companyId = requireCompany(principal);
  await db.transaction(async (tx) => {
    await ownedProject(tx, companyId, projectId);
    await tx.delete(projects).where(eq(projects.id, projectId));
  });
}

export async function deleteJob(db: Db, principal: Principal, jobId: number, projectId: number): Promise<void> {
  const companyId = requireCompany(principal);
  await db.transaction(async (tx) => {
    const project = await ownedProject(tx, companyId, projectId);
    const job = (await jobsOfProject(tx, projectId, [jobId])).get(jobId);
    if (!job) throw badRequest(MSG.jobNotInProject);
    if (job.status === 'COMPLETED') throw badRequest(MSG.jobCompletedLocked);
    await tx.delete(jobs).where(eq(jobs.id, jobId));
    await settleStatus(tx, projectId, project.status as ProjectStatus);
  });
}

/** The job modal and 'Completar': the owner side edits everything, the assigned worker dates, details and status. */
export async function updateJob(db: Db, principal: Principal, projectId: number, jobId: number, input: JobParsed): Promise<void> {
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project) throw notFound('No se encontró el proyecto');
    const owner = actingCompanyId(principal) === project.companyId;
    const job = (await jobsOfProject(tx, projectId, [jobId])).get(jobId);
    if (!owner) {
      const assigned = principal.kind === 'user' && job !== undefined && job.assigneeId === principal.userId;
      if (!assigned || !(await workerMayWorkFor(tx, principal.userId, project.companyId))) throw forbidden();
    }
    if (!job) throw badRequest(MSG.jobNotInProject);
    if (owner && input.assignee !== undefined) await checkAssignees(tx, project.companyId, [assigneeIdOf(input.assignee)]);

    const notifications: NewNotification[] = [];
    const ctx = { tx, projectId, projectName: project.name, via: 'details' as const, owner, notifications };
    await saveJob(ctx, input, job);
    const [saved] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
    if (saved?.status === 'COMPLETED' && job.status !== 'COMPLETED' && principal.kind === 'user' && !owner) {
      const [worker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, principal.userId));
      notifications.push({
        to: { companyId: project.companyId },
        event: { kind: 'job_completed', project: project.name, job: input.itemName, worker: worker?.name ?? '' },
        projectId,
      });
    }
    const settled = await settleStatus(tx, projectId, project.status as ProjectStatus);
    notifications.push(...statusNotice(project, settled));
    await notify(tx, notifications);
  });
}

/** A worker still let in by the company: a membership with access, or their own company. */
async function workerMayWorkFor(tx: Tx, userId: number, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ own: users.ownCompanyId, access: memberships.access })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
    .where(eq(users.id, userId));
  return row?.own === companyId || row?.access === true;
}
