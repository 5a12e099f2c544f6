import { and, eq, inArray } from 'drizzle-orm';
import {
  MSG,
  can,
  exceedsLimit,
  isProjectActive,
  isProjectClosed,
  jobChangeAllowed,
  planLimitMessage,
  projectTransition,
  statusAfterJobs,
  type JobStatus,
  type ProjectParsed,
  type ProjectStatus,
  type JobParsed,
  type Plan,
} from '@obra/domain';
import { requireCan, requireCompany, type Principal } from '../../auth/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { companies, companyClients, jobs, memberships, projects, users } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { notify, type NewNotification } from '../notifications/service.js';
import { projectAudience } from '../../realtime/audience.js';
import { storedFilesOf } from './stored-files.js';
import { afterCommit } from '../../realtime/events.js';
import { assertWithinLimit, currentCount } from '../plans/limits.js';
import { assigneeIdOf, checkAssignees, jobsOfProject, saveJob } from './jobs-write.js';

type ProjectRecord = typeof projects.$inferSelect;

/** Announces a change to a project, to its parties before the change as well as after. */
async function announceChange(tx: Tx, projectId: number): Promise<void> {
  const audience = await projectAudience(tx, projectId);
  afterCommit({ type: 'project update', projectId, isNew: false, ...(audience ? { audience } : {}) });
}

/** A project the caller may edit, locked for the rest of the transaction; 403 for anyone else's. */
async function ownedProject(tx: Tx, principal: Principal, projectId: number): Promise<ProjectRecord> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!project) throw forbidden();
  requireCan(principal, 'project.edit', project);
  return project;
}

async function checkClient(tx: Tx, companyId: number, clientId: number): Promise<number | null> {
  if (clientId === 0) return null;
  const [link] = await tx
    .select({ userId: companyClients.userId })
    .from(companyClients)
    .where(and(eq(companyClients.companyId, companyId), eq(companyClients.userId, clientId)));
  if (!link) throw forbidden();
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
  const ids = items.map((i) => i.id).filter((id): id is number => id !== undefined);
  const existing = await jobsOfProject(tx, project.id, ids);
  const strangers = ids.filter((id) => !existing.has(id));
  if (strangers.length > 0) await refuseForeignJobs(tx, project.companyId, strangers);
  // Only new assignments are checked: a job keeps a worker who has since left or lost access.
  const assigned = items
    .filter((i) => i.assignee !== undefined)
    .map((i) => ({
      wanted: assigneeIdOf(i.assignee),
      held: i.id === undefined ? null : (existing.get(i.id)?.assigneeId ?? null),
    }));
  await checkAssignees(
    tx,
    project.companyId,
    assigned.filter((a) => a.wanted !== a.held).map((a) => a.wanted),
  );
  const ctx = {
    tx,
    projectId: project.id,
    projectName: project.name,
    via: 'project' as const,
    owner: true,
    notifications,
  };
  for (const item of items) {
    await saveJob(ctx, item, item.id === undefined ? undefined : existing.get(item.id));
  }
}

/** A closed project put back to work is an active project again, within the plan's limit (PRODUCT.md). */
async function assertMayReopen(tx: Tx, companyId: number): Promise<void> {
  const [company] = await tx
    .select({ plan: companies.plan })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const plan = (company?.plan ?? 'plus') as Plan;
  if (exceedsLimit(plan, 'activeProjects', await currentCount(tx, companyId, 'activeProjects'))) {
    throw conflict(planLimitMessage(plan, 'activeProjects'));
  }
}

/**
 * Jobs named with a project they are not in: the company's own jobs of another project are a
 * mistake (400); anyone else's, or none at all, are refused like any foreign id (403).
 */
async function refuseForeignJobs(tx: Tx, companyId: number, jobIds: number[]): Promise<never> {
  const own = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .where(and(inArray(jobs.id, jobIds), eq(projects.companyId, companyId)));
  if (own.length === jobIds.length) throw badRequest(MSG.jobNotInProject);
  throw forbidden();
}

/** Re-reads the project's job statuses and applies SPEC §4's "all completed → COMPLETED". */
async function settleStatus(
  tx: Tx,
  project: { id: number; companyId: number },
  status: ProjectStatus,
): Promise<ProjectStatus> {
  const rows = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.projectId, project.id));
  const settled = statusAfterJobs(
    status,
    rows.map((r) => r.status as JobStatus),
  );
  if (settled !== status) {
    if (isProjectClosed(status) && isProjectActive(settled)) await assertMayReopen(tx, project.companyId);
    await tx.update(projects).set({ status: settled }).where(eq(projects.id, project.id));
  }
  return settled;
}

function statusNotice(project: ProjectRecord, status: ProjectStatus): NewNotification[] {
  if (project.clientId === null || status === project.status) return [];
  return [
    {
      to: { userId: project.clientId },
      event: { kind: 'status_changed', project: project.name, status },
      projectId: project.id,
    },
  ];
}

/** Only a project's client approves it (PRODUCT.md): without one, nobody could ever end the wait. */
function assertApprovalHasClient(status: ProjectStatus, clientId: number | null): void {
  if (status === 'CLIENT_APPROVAL' && clientId === null) throw badRequest(MSG.approvalNeedsClient);
}

export async function createProject(db: Db, principal: Principal, input: ProjectParsed): Promise<number> {
  const companyId = requireCompany(principal, 'project.create');
  // SPEC's default, CLIENT_APPROVAL, for a project with a client; one without starts in progress.
  const requested = input.status ?? (input.clientId ? 'CLIENT_APPROVAL' : 'IN_PROGRESS');
  const change = projectTransition('company', 'CLIENT_APPROVAL', requested);
  if (!change.ok) throw badRequest(MSG.statusNotAllowed);

  return db.transaction(async (tx) => {
    await assertWithinLimit(tx, companyId, 'projects');
    const clientId = await checkClient(tx, companyId, input.clientId);
    assertApprovalHasClient(change.status, clientId);
    const [created] = await tx
      .insert(projects)
      .values({ ...projectFields(input), companyId, clientId, status: change.status })
      .returning();
    const project = created!;
    const notifications: NewNotification[] = [];
    await saveProjectJobs(tx, project, input.projectItems, notifications);
    await settleStatus(tx, project, project.status as ProjectStatus);
    if (clientId !== null) {
      notifications.push({
        to: { userId: clientId },
        event: { kind: 'project_created', project: project.name, company: await companyName(tx, companyId) },
        projectId: project.id,
      });
    }
    await notify(tx, notifications);
    afterCommit({ type: 'project update', projectId: project.id, isNew: true });
    return project.id;
  });
}

export async function updateProject(db: Db, principal: Principal, id: number, input: ProjectParsed): Promise<number> {
  return db.transaction(async (tx) => {
    const project = await ownedProject(tx, principal, id);
    const { companyId } = project;
    await announceChange(tx, id);
    const current = project.status as ProjectStatus;
    let status = current;
    if (input.status !== undefined && input.status !== current) {
      const change = projectTransition('company', current, input.status);
      if (!change.ok) throw badRequest(change.reason === 'closed' ? MSG.projectClosed : MSG.statusNotAllowed);
      status = change.status;
    }
    const clientId = await checkClient(tx, companyId, input.clientId);
    assertApprovalHasClient(status, clientId);
    await tx
      .update(projects)
      .set({
        ...projectFields(input),
        priceCents: input.price ?? project.priceCents,
        clientId,
        status,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, id));
    const notifications: NewNotification[] = [];
    const saved = { ...project, ...projectFields(input), clientId };
    await saveProjectJobs(tx, saved, input.projectItems, notifications);
    const settled = await settleStatus(tx, project, status);
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

export async function updateStatus(
  db: Db,
  principal: Principal,
  projectId: number,
  requested: ProjectStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project) throw forbidden();
    await announceChange(tx, projectId);
    const current = project.status as ProjectStatus;

    if (can(principal, 'project.changeStatus', project)) {
      const change = projectTransition('company', current, requested);
      if (!change.ok) throw badRequest(change.reason === 'closed' ? MSG.projectClosed : MSG.statusNotAllowed);
      assertApprovalHasClient(change.status, project.clientId);
      await tx.update(projects).set({ status: change.status, updatedAt: new Date() }).where(eq(projects.id, projectId));
      await notify(tx, statusNotice(project, change.status));
      return;
    }

    // The kind is checked again only to name the client below: the policy has decided already.
    if (principal.kind !== 'user' || !can(principal, 'project.decide', project)) throw forbidden();
    const change = projectTransition('client', current, requested);
    if (!change.ok) {
      const reasons = {
        closed: MSG.projectClosed,
        'not-awaiting-client': MSG.notAwaitingClient,
        'not-allowed': MSG.clientDecisionOnly,
      };
      throw badRequest(reasons[change.reason]);
    }
    await tx.update(projects).set({ status: change.status, updatedAt: new Date() }).where(eq(projects.id, projectId));
    const [client] = await tx.select({ name: users.name }).from(users).where(eq(users.id, principal.userId));
    const facts = { project: project.name, client: client?.name ?? '' };
    await notify(tx, [
      {
        to: { companyId: project.companyId },
        event:
          change.status === 'APPROVED'
            ? { kind: 'project_approved', ...facts }
            : { kind: 'project_rejected', ...facts },
        projectId,
      },
    ]);
  });
}

/** Deletes a project with its jobs; answers the stored files to remove once that has committed. */
export async function deleteProject(db: Db, principal: Principal, projectId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await ownedProject(tx, principal, projectId);
    await announceChange(tx, projectId);
    const files = await storedFilesOf(tx, { projectId });
    await tx.delete(projects).where(eq(projects.id, projectId));
    return files;
  });
}

/** Deletes an open job; answers its photos' files to remove once that has committed. */
export async function deleteJob(db: Db, principal: Principal, jobId: number, projectId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const project = await ownedProject(tx, principal, projectId);
    const job = (await jobsOfProject(tx, projectId, [jobId])).get(jobId);
    if (!job) return refuseForeignJobs(tx, project.companyId, [jobId]);
    if (job.status === 'COMPLETED') throw badRequest(MSG.jobCompletedLocked);
    await announceChange(tx, projectId);
    const files = await storedFilesOf(tx, { jobId });
    await tx.delete(jobs).where(eq(jobs.id, jobId));
    const settled = await settleStatus(tx, project, project.status as ProjectStatus);
    await notify(tx, statusNotice(project, settled));
    return files;
  });
}

/** The job modal and 'Completar': the owner side edits everything, the assigned worker dates, details and status. */
export async function updateJob(
  db: Db,
  principal: Principal,
  projectId: number,
  jobId: number,
  input: JobParsed,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    if (!project) throw forbidden();
    const owner = can(principal, 'project.edit', project);
    const job = (await jobsOfProject(tx, projectId, [jobId])).get(jobId);
    const assigneeId = job?.assigneeId ?? null;
    // Only a worker the company still lets in completes their job; the owner side needs no such look-up.
    const active = !owner && assigneeId !== null && (await workerMayWorkFor(tx, assigneeId, project.companyId));
    requireCan(principal, 'job.complete', {
      companyId: project.companyId,
      activeAssigneeId: active ? assigneeId : null,
    });
    if (!job) return refuseForeignJobs(tx, project.companyId, [jobId]);
    // Finished work is the company's to reopen: the crew's edit would bring a closed project back to life.
    if (!jobChangeAllowed(owner ? 'company' : 'crew', job.status as JobStatus, project.status as ProjectStatus)) {
      throw badRequest(MSG.completedByCompanyOnly);
    }
    await announceChange(tx, projectId);
    if (owner && input.assignee !== undefined) {
      const wanted = assigneeIdOf(input.assignee);
      if (wanted !== job.assigneeId) await checkAssignees(tx, project.companyId, [wanted]);
    }

    const notifications: NewNotification[] = [];
    const ctx = { tx, projectId, projectName: project.name, via: 'details' as const, owner, notifications };
    await saveJob(ctx, input, job);
    const [saved] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
    if (saved?.status === 'COMPLETED' && job.status !== 'COMPLETED' && principal.kind === 'user' && !owner) {
      const [worker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, principal.userId));
      notifications.push({
        to: { companyId: project.companyId },
        event: { kind: 'job_completed', project: project.name, job: job.name, worker: worker?.name ?? '' },
        projectId,
      });
    }
    const settled = await settleStatus(tx, project, project.status as ProjectStatus);
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
