import { and, eq } from 'drizzle-orm';
import {
  MSG,
  can,
  jobChangeAllowed,
  projectSideOf,
  type JobParsed,
  type JobStatus,
  type Project,
  type ProjectStatus,
} from '@obra/domain';
import { requireCan, type Principal } from '../../auth/principal.js';
import type { Db, Queryable } from '../../db/client.js';
import { memberships, projects, users } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { Audience } from '../../realtime/events.js';
import { afterCommit } from '../../realtime/events.js';
import { readerOf } from '../chat/parties.js';
import { unreadCounts } from '../chat/unread.js';
import { notify, type NewNotification } from '../notifications/service.js';
import { noticeCompletions } from '../client-notices/service.js';
import { assigneeIdOf, checkAssignees, jobsOfProject, saveJob, type HeldJob } from './jobs-write.js';
import { completedNow, refuseForeignJobs, settleStatus, statusNotice } from './project-rules.js';
import { selectProjects } from './queries.js';
import { projectView } from './views.js';

/** Everyone who may see a project with these jobs: its company side, its client and the workers holding them. */
function audienceOf(project: { companyId: number; clientId: number | null }, held: HeldJob[]): Audience {
  const workers = held.flatMap((h) => (h.job.assigneeId === null ? [] : [h.job.assigneeId]));
  return {
    companyIds: [project.companyId],
    userIds: [...new Set([...(project.clientId === null ? [] : [project.clientId]), ...workers])],
  };
}

/**
 * The job modal and 'Completar': the owner side edits everything, the assigned worker dates, details
 * and status. The project and its jobs are read once, locked, with what the answer shows; the answer
 * (the project as the caller sees it) and the audience of the change are built from them and from
 * what was written, without reading the project again.
 */
export async function updateJob(
  db: Db,
  principal: Principal,
  projectId: number,
  jobId: number,
  input: JobParsed,
): Promise<Project> {
  return db.transaction(async (tx) => {
    const [row] = await selectProjects(tx, eq(projects.id, projectId)).for('update', { of: projects });
    if (!row) throw forbidden();
    const { project } = row;
    const owner = can(principal, 'project.edit', project);
    const held = await jobsOfProject(tx, projectId);
    const previous = held.get(jobId);
    const assigneeId = previous?.job.assigneeId ?? null;
    // Only a worker the company still lets in completes their job; the owner side needs no such look-up.
    const active = !owner && assigneeId !== null && (await workerMayWorkFor(tx, assigneeId, project.companyId));
    requireCan(principal, 'job.complete', {
      companyId: project.companyId,
      activeAssigneeId: active ? assigneeId : null,
    });
    if (!previous) return refuseForeignJobs(tx, project.companyId, [jobId]);
    const { job } = previous;
    // Finished work is the company's to reopen: the crew's edit would bring a closed project back to life.
    if (!jobChangeAllowed(owner ? 'company' : 'crew', job.status as JobStatus, project.status as ProjectStatus)) {
      throw badRequest(MSG.completedByCompanyOnly);
    }
    const before = audienceOf(project, [...held.values()]);
    let names = new Map<number, string>();
    if (owner && input.assignee !== undefined) {
      const wanted = assigneeIdOf(input.assignee);
      if (wanted !== job.assigneeId) names = await checkAssignees(tx, project.companyId, [wanted]);
    }

    const notifications: NewNotification[] = [];
    const ctx = { tx, projectId, projectName: project.name, via: 'details' as const, owner, notifications };
    const saved = await saveJob(ctx, input, job);
    // A job handed to someone else shows the name checkAssignees read for them.
    const assigneeName =
      saved.assigneeId === null
        ? null
        : saved.assigneeId === job.assigneeId
          ? previous.assigneeName
          : (names.get(saved.assigneeId) ?? null);
    held.set(jobId, { ...previous, job: saved, assigneeName });
    const completed = saved.status === 'COMPLETED' && job.status !== 'COMPLETED';
    if (completed && principal.kind === 'user' && !owner) {
      const [worker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, principal.userId));
      notifications.push({
        to: { companyId: project.companyId },
        event: { kind: 'job_completed', project: project.name, job: job.name, worker: worker?.name ?? '' },
        projectId,
      });
    }
    const jobRows = [...held.values()];
    const settled = await settleStatus(
      tx,
      project,
      project.status as ProjectStatus,
      jobRows.map((r) => r.job.status as JobStatus),
    );
    notifications.push(...statusNotice(project, settled));
    const done = { jobs: completed ? [saved] : [], projectDone: completedNow(project, settled) };
    await noticeCompletions(tx, project, done, notifications);
    await notify(tx, notifications);

    // Told: whoever could see the project before the change and whoever can after it.
    const after = audienceOf(project, jobRows);
    const audience = { companyIds: after.companyIds, userIds: [...new Set([...before.userIds, ...after.userIds])] };
    afterCommit({ type: 'project update', projectId, isNew: false, jobId, audience, audienceComplete: true });

    const workerId = principal.kind === 'user' ? principal.userId : undefined;
    const view = projectSideOf(principal, { ...project, workerIds: active && workerId ? [workerId] : [] }) ?? 'worker';
    const side = view === 'owner' ? 'company' : view === 'client' ? 'client' : null;
    const unread = await unreadCounts(tx, readerOf(principal), [{ projectId, side }]);
    const answered = { ...row, project: { ...project, status: settled } };
    return projectView(answered, jobRows, view, workerId, unread.get(projectId) ?? 0);
  });
}

/** A worker still let in by the company: a membership with access, or their own company. */
export async function workerMayWorkFor(tx: Queryable, userId: number, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ own: users.ownCompanyId, access: memberships.access })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId)))
    .where(eq(users.id, userId));
  return row?.own === companyId || row?.access === true;
}
