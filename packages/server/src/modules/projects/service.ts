import { and, eq } from 'drizzle-orm';
import {
  MSG,
  can,
  projectTransition,
  type JobStatus,
  type Project,
  type ProjectParsed,
  type ProjectStatus,
  type JobParsed,
} from '@obra/domain';
import { requireCan, requireCompany, type Principal } from '../../auth/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { companies, companyClients, jobs, projects, users } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { notify, type NewNotification } from '../notifications/service.js';
import { noticeCompletions } from '../client-notices/service.js';
import { projectAudience } from '../../realtime/audience.js';
import { storedFilesOf } from './stored-files.js';
import { afterCommit } from '../../realtime/events.js';
import { assertWithinLimit } from '../plans/limits.js';
import { assigneeIdOf, checkAssignees, insertJobs, jobsOfProject, saveJob } from './jobs-write.js';
import { completedNow, refuseForeignJobs, settleStatus, statusNotice } from './project-rules.js';
import { projectView } from './views.js';

type ProjectRecord = typeof projects.$inferSelect;
type JobRecord = typeof jobs.$inferSelect;

/**
 * Announces a change to a project, to its parties before the change as well as after (those after
 * are read when it is delivered). `change` names the job changed, or that the project is gone.
 */
async function announceChange(
  tx: Tx,
  projectId: number,
  change: { jobId?: number; deleted?: true } = {},
): Promise<void> {
  const audience = await projectAudience(tx, projectId);
  afterCommit({ type: 'project update', projectId, isNew: false, ...change, ...(audience ? { audience } : {}) });
}

/** A project the caller may edit, locked for the rest of the transaction; 403 for anyone else's. */
async function ownedProject(tx: Tx, principal: Principal, projectId: number): Promise<ProjectRecord> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!project) throw forbidden();
  requireCan(principal, 'project.edit', project);
  return project;
}

/** The company's client, with their name; null for none (0). */
async function checkClient(tx: Tx, companyId: number, clientId: number): Promise<{ id: number; name: string } | null> {
  if (clientId === 0) return null;
  const [link] = await tx
    .select({ id: users.id, name: users.name })
    .from(companyClients)
    .innerJoin(users, eq(users.id, companyClients.userId))
    .where(and(eq(companyClients.companyId, companyId), eq(companyClients.userId, clientId)));
  if (!link) throw forbidden();
  return link;
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

/**
 * Saves the jobs sent with the project form: the existing ones one by one, the new ones in one
 * statement. Answers the new jobs, the assignees' names and the jobs this save completed.
 */
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
      held: i.id === undefined ? null : (existing.get(i.id)?.job.assigneeId ?? null),
    }));
  const names = await checkAssignees(
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
  const completed: JobRecord[] = [];
  for (const item of items) {
    const held = item.id === undefined ? undefined : existing.get(item.id);
    if (!held) continue;
    const saved = await saveJob(ctx, item, held.job);
    if (saved.status === 'COMPLETED' && held.job.status !== 'COMPLETED') completed.push(saved);
  }
  const created = await insertJobs(
    ctx,
    items.filter((i) => i.id === undefined),
  );
  completed.push(...created.filter((j) => j.status === 'COMPLETED'));
  return { created, names, completed };
}

/** Only a project's client approves it (PRODUCT.md): without one, nobody could ever end the wait. */
function assertApprovalHasClient(status: ProjectStatus, clientId: number | null): void {
  if (status === 'CLIENT_APPROVAL' && clientId === null) throw badRequest(MSG.approvalNeedsClient);
}

/** Creates a project with its jobs; answers it as its owner sees it, built from what was written. */
export async function createProject(db: Db, principal: Principal, input: ProjectParsed): Promise<Project> {
  const companyId = requireCompany(principal, 'project.create');
  // SPEC's default, CLIENT_APPROVAL, for a project with a client; one without starts in progress.
  const requested = input.status ?? (input.clientId ? 'CLIENT_APPROVAL' : 'IN_PROGRESS');
  const change = projectTransition('company', 'CLIENT_APPROVAL', requested);
  if (!change.ok) throw badRequest(MSG.statusNotAllowed);

  return db.transaction(async (tx) => {
    const company = await assertWithinLimit(tx, companyId, 'projects');
    const client = await checkClient(tx, companyId, input.clientId);
    assertApprovalHasClient(change.status, client?.id ?? null);
    const [created] = await tx
      .insert(projects)
      .values({ ...projectFields(input), companyId, clientId: client?.id ?? null, status: change.status })
      .returning();
    const project = created!;
    const notifications: NewNotification[] = [];
    const saved = await saveProjectJobs(tx, project, input.projectItems, notifications);
    const status = await settleStatus(
      tx,
      project,
      project.status as ProjectStatus,
      saved.created.map((j) => j.status as JobStatus),
    );
    if (client) {
      notifications.push({
        to: { userId: client.id },
        event: { kind: 'project_created', project: project.name, company: company.name },
        projectId: project.id,
      });
    }
    await noticeCompletions(
      tx,
      project,
      { jobs: saved.completed, projectDone: completedNow(project, status) },
      notifications,
    );
    await notify(tx, notifications);
    // Everyone who may see the new project is known here: nothing to look up to deliver it.
    const workers = saved.created.flatMap((j) => (j.assigneeId === null ? [] : [j.assigneeId]));
    afterCommit({
      type: 'project update',
      projectId: project.id,
      isNew: true,
      audience: { companyIds: [companyId], userIds: [...new Set([...(client ? [client.id] : []), ...workers])] },
      audienceComplete: true,
    });
    // A new project has no expenses and no chat yet.
    const jobRows = saved.created.map((job) => ({
      job,
      assigneeName: job.assigneeId === null ? null : (saved.names.get(job.assigneeId) ?? null),
      costCents: 0,
    }));
    const row = {
      project: { ...project, status },
      companyName: company.name,
      clientName: client?.name ?? null,
      expenseCents: 0,
    };
    return projectView(row, jobRows, 'owner');
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
    const clientId = (await checkClient(tx, companyId, input.clientId))?.id ?? null;
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
    const { completed } = await saveProjectJobs(tx, saved, input.projectItems, notifications);
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
    await noticeCompletions(tx, saved, { jobs: completed, projectDone: completedNow(project, settled) }, notifications);
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
    await announceChange(tx, projectId, { deleted: true });
    const files = await storedFilesOf(tx, { projectId });
    await tx.delete(projects).where(eq(projects.id, projectId));
    return files;
  });
}

/** Deletes an open job; answers its photos' files to remove once that has committed. */
export async function deleteJob(db: Db, principal: Principal, jobId: number, projectId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const project = await ownedProject(tx, principal, projectId);
    const job = (await jobsOfProject(tx, projectId, [jobId])).get(jobId)?.job;
    if (!job) return refuseForeignJobs(tx, project.companyId, [jobId]);
    if (job.status === 'COMPLETED') throw badRequest(MSG.jobCompletedLocked);
    await announceChange(tx, projectId, { jobId });
    const files = await storedFilesOf(tx, { jobId });
    await tx.delete(jobs).where(eq(jobs.id, jobId));
    const settled = await settleStatus(tx, project, project.status as ProjectStatus);
    const notifications = statusNotice(project, settled);
    // Deleting the last open job leaves every job of the project done.
    await noticeCompletions(tx, project, { jobs: [], projectDone: completedNow(project, settled) }, notifications);
    await notify(tx, notifications);
    return files;
  });
}
