import { folded, isProjectActive, type Job, type ListedJob, type Project } from '@obra/domain';

/**
 * Whether a row belongs in a filtered list, decided in the browser the way the server's SQL
 * filters decide it (server modules/projects/filters.ts): a realtime patch can then move a row into
 * or out of the lists on screen without reading them again.
 */

/** A list's filters as its query key holds them (lib/queries/jobs.ts, projects.ts). */
export interface ListFilters {
  status?: string;
  clientId?: number;
  q?: string;
  from?: string;
  to?: string;
  endsBefore?: string;
}

const statusesOf = (status: string | undefined) => (status ? status.split(',') : null);

/** Dates reach into [from, to]; without a start date, a row has no place in a range. */
function inRange(start: string | null, end: string | null, f: ListFilters): boolean {
  if (f.from === undefined && f.to === undefined) return true;
  if (start === null) return false;
  const last = end ?? start;
  return (f.from === undefined || last >= f.from) && (f.to === undefined || start <= f.to);
}

export function jobBelongs(job: ListedJob, f: ListFilters): boolean {
  const statuses = statusesOf(f.status);
  if (statuses && !statuses.includes(job.status)) return false;
  if (!inRange(job.startDate, job.endDate, f)) return false;
  return f.endsBefore === undefined || (job.endDate !== null && job.endDate < f.endsBefore);
}

export function projectBelongs(project: Project, f: ListFilters): boolean {
  const statuses = statusesOf(f.status);
  if (statuses && !statuses.includes(project.status)) return false;
  if (f.clientId !== undefined && project.clientId !== f.clientId) return false;
  if (!inRange(project.startDate, project.endDate, f)) return false;
  return f.q === undefined || folded(`${project.name} ${project.address}`).includes(folded(f.q));
}

/** The jobs lists' order: by start date (none last), then as created. */
export function jobsInOrder(a: ListedJob, b: ListedJob): number {
  const day = (job: ListedJob) => job.startDate ?? '9999-12-31';
  return day(a) < day(b) ? -1 : day(a) > day(b) ? 1 : a.id - b.id;
}

/** The project lists' order: newest first. */
export const projectsInOrder = (a: Project, b: Project) => b.id - a.id;

/** A job as the jobs lists carry it, from its project read again. */
export function listedJobOf(job: Job, project: Project): ListedJob {
  return {
    id: job.id,
    name: job.itemName,
    address: project.address,
    clientName: project.clientName,
    projectName: project.name,
    companyName: project.companyName,
    startDate: job.itemStartDate,
    endDate: job.itemEndDate,
    details: job.comments,
    status: job.itemStatus,
    assignee: job.assignee,
    userId: job.userId,
    proid: project.id,
  };
}

/**
 * What the dashboard's figures (/projects/summary) are counted from: whether the project is active,
 * its worth and profit, and which jobs are open and whose. When it changes, they are read again.
 */
export function figuresOf(project: Project): string {
  return JSON.stringify([
    isProjectActive(project.status),
    project.price,
    project.profit,
    project.projectItems.map((job) => [
      job.itemStatus === 'COMPLETED',
      job.itemPrice,
      job.itemLabor,
      job.itemCost,
      job.userId,
    ]),
  ]);
}
