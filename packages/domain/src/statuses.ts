export const PROJECT_STATUSES = [
  'CLIENT_APPROVAL',
  'APPROVED',
  'PENDING',
  'IN_PROGRESS',
  'UPDATED',
  'INVOICING',
  'COMPLETED',
  'REJECTED',
  'SCHEDULED',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const JOB_STATUSES = ['PENDING', 'SCHEDULED', 'UPDATED', 'COMPLETED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The only statuses a company may pick by hand (SPEC §4). */
export const COMPANY_SETTABLE_STATUSES = ['CLIENT_APPROVAL', 'IN_PROGRESS'] as const;
export type CompanySettableStatus = (typeof COMPANY_SETTABLE_STATUSES)[number];

/** What a client's decision turns into. */
export const CLIENT_DECISIONS = { APPROVED: 'APPROVED', REJECTED: 'REJECTED' } as const;

/**
 * Closed projects no longer change status and do not count against the plan's active limit; the
 * server's counts (plan limits, a client's active projects) filter by this same list.
 */
export const CLOSED_PROJECT_STATUSES = ['COMPLETED', 'REJECTED'] as const satisfies readonly ProjectStatus[];

export function isProjectClosed(status: ProjectStatus): boolean {
  return (CLOSED_PROJECT_STATUSES as readonly ProjectStatus[]).includes(status);
}

export function isProjectActive(status: ProjectStatus): boolean {
  return !isProjectClosed(status);
}

export type StatusChangeResult =
  { ok: true; status: ProjectStatus } | { ok: false; reason: 'closed' | 'not-allowed' | 'not-awaiting-client' };

/** A company (or admin) choosing a status in the project form. */
export function companyStatusChange(current: ProjectStatus, requested: ProjectStatus): StatusChangeResult {
  if (current === requested) return { ok: true, status: current };
  if (isProjectClosed(current)) return { ok: false, reason: 'closed' };
  if (!(COMPANY_SETTABLE_STATUSES as readonly string[]).includes(requested))
    return { ok: false, reason: 'not-allowed' };
  return { ok: true, status: requested };
}

/** A client approving or rejecting: only from CLIENT_APPROVAL. */
export function clientStatusChange(current: ProjectStatus, requested: ProjectStatus): StatusChangeResult {
  if (requested !== 'APPROVED' && requested !== 'REJECTED') return { ok: false, reason: 'not-allowed' };
  if (isProjectClosed(current)) return { ok: false, reason: 'closed' };
  if (current !== 'CLIENT_APPROVAL') return { ok: false, reason: 'not-awaiting-client' };
  return { ok: true, status: requested };
}

/**
 * A project whose jobs are all completed is completed (SPEC §4); one without jobs keeps its status.
 * A completed project whose job was reopened is back in progress, so it never sits closed with work left.
 */
export function statusAfterJobs(current: ProjectStatus, jobStatuses: readonly JobStatus[]): ProjectStatus {
  if (jobStatuses.length === 0) return current;
  const allDone = jobStatuses.every((s) => s === 'COMPLETED');
  if (allDone) return 'COMPLETED';
  return current === 'COMPLETED' ? 'IN_PROGRESS' : current;
}

export interface JobStatusInput {
  /** The status stored now; undefined for a job being created. */
  current: JobStatus | undefined;
  /** The status the caller sent, if any. */
  requested: JobStatus | undefined;
  hasStartDate: boolean;
  /** 'project' when saved with the project form, 'details' when saved through the job's own modal. */
  via: 'project' | 'details';
}

/**
 * SPEC §4 and PRODUCT.md: COMPLETED only when asked for ('Completar'); a pending job with a start
 * date becomes SCHEDULED; a save through the job's details marks it UPDATED.
 */
export function nextJobStatus({ current, requested, hasStartDate, via }: JobStatusInput): JobStatus {
  if (requested === 'COMPLETED') return 'COMPLETED';
  const pending = (requested ?? current ?? 'PENDING') === 'PENDING';
  if (pending && hasStartDate) return 'SCHEDULED';
  if (via === 'details') return 'UPDATED';
  if (current === undefined) return 'PENDING';
  // Saving the project form keeps a job's progress, but reopens a completed job the company un-ticked.
  if (current === 'COMPLETED') return requested ?? 'COMPLETED';
  return requested && requested !== 'PENDING' ? requested : current;
}

/** Who acts on a project or job: its company side (the company, an admin, a contractor on their own), its client, or the crew assigned to a job. */
export type StatusActor = 'company' | 'client' | 'crew';

/**
 * Every project status change any actor may ask for, in one place: the company picks between
 * CLIENT_APPROVAL and IN_PROGRESS while the project is open, the client decides once on
 * CLIENT_APPROVAL, and the crew never moves a project by hand (it moves with its jobs,
 * statusAfterJobs).
 */
export function projectTransition(
  actor: StatusActor,
  current: ProjectStatus,
  requested: ProjectStatus,
): StatusChangeResult {
  if (actor === 'company') return companyStatusChange(current, requested);
  if (actor === 'client') return clientStatusChange(current, requested);
  return { ok: false, reason: 'not-allowed' };
}

/**
 * Whether an actor may change a job at all: finished work (a completed job, or any job of a
 * completed project) is the company's alone, which reopens it; the crew works on open jobs only,
 * and a client never edits a job.
 */
export function jobChangeAllowed(actor: StatusActor, job: JobStatus, project: ProjectStatus): boolean {
  if (actor === 'company') return true;
  if (actor === 'client') return false;
  return job !== 'COMPLETED' && project !== 'COMPLETED';
}
