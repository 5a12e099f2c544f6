import { and, eq, inArray } from 'drizzle-orm';
import { streetOf, type ClientNoticeSettings, type NotificationEvent } from '@obra/domain';
import type { Tx } from '../../db/client.js';
import { clientNotices, companies, jobs, projects, users } from '../../db/schema.js';
import { afterCommit } from '../../realtime/events.js';
import { notify, type NewNotification } from '../notifications/service.js';

/**
 * Automatic notices to a project's client (issue 13): a worker on the way, a job completed, every
 * job of the project done. Each is recorded inside the caller's transaction under a key naming its
 * event, with the client's in-app notification; a key already recorded sends nothing, so a repeated
 * or replayed request, or a job reopened and completed again, never notifies twice. The mail needs
 * the mailer, which the writes of the projects module do not hold: rather than pass it through
 * every route and service, the notice raises a 'client notice' event with `afterCommit`, and
 * mail.ts (subscribed to the app's events) sends it once the request has succeeded. A rolled-back
 * change therefore sends no mail; one committed but never mailed is picked up by mail.ts's retry.
 */

interface PendingNotice {
  eventKey: string;
  setting: keyof ClientNoticeSettings;
  event: NotificationEvent;
}

/** The project as the notices need it: whose it is, its client, and what the client knows it by. */
export interface NoticeProject {
  id: number;
  companyId: number;
  clientId: number | null;
  name: string;
  address: string;
}

interface NoticeCompany {
  name: string;
  settings: ClientNoticeSettings;
}

/** The company's name and which notices it sends (the /account switches). */
async function companyOf(tx: Tx, companyId: number): Promise<NoticeCompany | null> {
  const [row] = await tx
    .select({
      name: companies.name,
      enRoute: companies.noticeEnRoute,
      jobDone: companies.noticeJobDone,
      projectDone: companies.noticeProjectDone,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) return null;
  const { name, ...settings } = row;
  return { name, settings };
}

const isCompletion = (event: NotificationEvent) => event.kind === 'status_changed' && event.status === 'COMPLETED';

/**
 * Records the notices the company has switched on and not yet sent; answers how many were new.
 * Their notifications join the caller's `pending` ones when it has a list it is about to write,
 * else they are written here.
 */
async function record(
  tx: Tx,
  project: NoticeProject,
  company: NoticeCompany,
  notices: PendingNotice[],
  pending?: NewNotification[],
) {
  const clientId = project.clientId;
  const wanted = notices.filter((n) => company.settings[n.setting]);
  if (clientId === null || wanted.length === 0) return 0;
  const inserted = await tx
    .insert(clientNotices)
    .values(
      wanted.map((n) => ({
        eventKey: n.eventKey,
        companyId: project.companyId,
        projectId: project.id,
        clientId,
        event: n.event,
      })),
    )
    .onConflictDoNothing({ target: clientNotices.eventKey })
    .returning({ id: clientNotices.id, event: clientNotices.event });
  if (inserted.length === 0) return 0;
  const told = inserted.map((n) => ({ to: { userId: clientId }, event: n.event, projectId: project.id }));
  if (pending) {
    // The project's notice says it is complete: the client's 'changed to: Completed' would say it twice.
    if (inserted.some((n) => n.event.kind === 'client_project_done')) {
      const repeated = pending.findIndex((n) => 'userId' in n.to && n.to.userId === clientId && isCompletion(n.event));
      if (repeated !== -1) pending.splice(repeated, 1);
    }
    pending.push(...told);
  } else await notify(tx, told);
  afterCommit({ type: 'client notice', noticeIds: inserted.map((n) => n.id) });
  return inserted.length;
}

/**
 * 'En camino': the worker is heading to the project's job. `eventKey` names the trip (the time
 * clock's entry, `en_route:<timeEntryId>`), so each trip notifies once however often it is sent.
 * Called by the time clock inside its transaction; a job that is not the project's sends nothing.
 */
export async function workerEnRoute(
  tx: Tx,
  input: { projectId: number; jobId: number; workerId: number; eventKey: string },
): Promise<number> {
  const [project] = await tx
    .select({
      id: projects.id,
      companyId: projects.companyId,
      clientId: projects.clientId,
      name: projects.name,
      address: projects.address,
    })
    .from(projects)
    .innerJoin(jobs, and(eq(jobs.projectId, projects.id), eq(jobs.id, input.jobId)))
    .where(eq(projects.id, input.projectId));
  if (!project || project.clientId === null) return 0;
  const [worker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.workerId));
  const company = await companyOf(tx, project.companyId);
  if (!company || !worker) return 0;
  return record(tx, project, company, [
    {
      eventKey: input.eventKey,
      setting: 'enRoute',
      event: {
        kind: 'worker_en_route',
        worker: worker.name,
        address: streetOf(project.address),
        project: project.name,
      },
    },
  ]);
}

/** A job as completion notices need it. */
export interface DoneJob {
  id: number;
  name: string;
  assigneeId: number | null;
}

/**
 * Completion notices of one write of a project: each job it completed (`job_done:<jobId>`), and the
 * project when that write completed its last open job (`project_done:<projectId>`). The keys are
 * the job's and the project's own, so completing again after a reopening tells the client nothing
 * new: they heard of it already. A job without a worker is told as done by the company. The
 * client's notifications join the write's `pending` ones (written by the caller just after), where
 * the project's notice takes the place of its 'changed to: Completed'.
 */
export async function noticeCompletions(
  tx: Tx,
  project: NoticeProject,
  done: { jobs: DoneJob[]; projectDone: boolean },
  pending: NewNotification[],
): Promise<number> {
  if (project.clientId === null || (done.jobs.length === 0 && !done.projectDone)) return 0;
  const company = await companyOf(tx, project.companyId);
  if (!company) return 0;
  const assigneeIds = [...new Set(done.jobs.flatMap((j) => (j.assigneeId === null ? [] : [j.assigneeId])))];
  const names = new Map<number, string>();
  if (company.settings.jobDone && assigneeIds.length > 0) {
    const rows = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, assigneeIds));
    for (const row of rows) names.set(row.id, row.name);
  }
  // The street, as the client knows the place: 'Carlos va en camino a 45 Center St'.
  const facts = { project: project.name, address: streetOf(project.address) };
  const notices: PendingNotice[] = done.jobs.map((job) => ({
    eventKey: `job_done:${job.id}`,
    setting: 'jobDone',
    event: {
      kind: 'client_job_done',
      ...facts,
      job: job.name,
      worker: (job.assigneeId === null ? undefined : names.get(job.assigneeId)) ?? company.name,
    },
  }));
  if (done.projectDone) {
    notices.push({
      eventKey: `project_done:${project.id}`,
      setting: 'projectDone',
      event: { kind: 'client_project_done', project: project.name, company: company.name },
    });
  }
  return record(tx, project, company, notices, pending);
}
