import {
  UNASSIGNED,
  centsToDollars,
  companyIdentifier,
  profitCents,
  progressPercent,
  type Job,
  type JobStatus,
  type ListedJob,
  type Project,
  type ProjectStatus,
  projectWorthCents,
} from '@obra/domain';
import type { JobRow, ListedJobRow, ProjectRow } from './queries.js';

/**
 * What a caller sees of a project: the owner side everything; its client every job without cost,
 * labor or profit; a worker only their own jobs, without them either (PRODUCT.md).
 */
export type View = 'owner' | 'client' | 'worker';

function assigneeOf(assigneeId: number | null, assigneeName: string | null): { userId: number; assignee: string } {
  if (assigneeId === null || assigneeName === null) return { userId: -1, assignee: UNASSIGNED };
  return { userId: assigneeId, assignee: companyIdentifier(assigneeId, assigneeName) };
}

export function jobView(row: JobRow, view: View): Job {
  const j = row.job;
  const base: Job = {
    id: j.id,
    projectId: j.projectId,
    itemName: j.name,
    itemStatus: j.status as JobStatus,
    itemStartDate: j.startDate,
    itemEndDate: j.endDate,
    itemPrice: centsToDollars(j.priceCents),
    comments: j.comments,
    ...assigneeOf(j.assigneeId, row.assigneeName),
  };
  if (view !== 'owner') return base;
  return {
    ...base,
    itemLabor: centsToDollars(j.laborCents),
    laborManual: j.laborManual,
    itemCost: centsToDollars(row.costCents),
    itemProfit: centsToDollars(profitCents(j.priceCents, row.costCents, j.laborCents)),
  };
}

/** `workerId`: with the worker view, whose jobs to show; `unreadMessages`: the viewer's unread chat messages. */
export function projectView(
  row: ProjectRow,
  jobRows: JobRow[],
  view: View,
  workerId?: number,
  unreadMessages = 0,
): Project {
  const p = row.project;
  const shown = view === 'worker' ? jobRows.filter((r) => r.job.assigneeId === workerId) : jobRows;
  // PRODUCT.md: a project with jobs is worth the sum of its jobs' prices. A worker sees only their
  // own jobs, and the price of what they see: the rest of the project is the company's business.
  const priceCents =
    view === 'worker'
      ? shown.reduce((sum, r) => sum + r.job.priceCents, 0)
      : projectWorthCents(
          p.priceCents,
          jobRows.map((r) => r.job.priceCents),
        );
  const project: Project = {
    id: p.id,
    companyId: p.companyId,
    clientId: p.clientId ?? 0,
    clientName: row.clientName ?? '',
    companyName: row.companyName,
    name: p.name,
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    startDate: p.startDate,
    endDate: p.endDate,
    price: centsToDollars(priceCents),
    type: p.type,
    status: p.status as ProjectStatus,
    description: p.description,
    unreadMessages,
    progress: progressPercent(jobRows.map((r) => r.job.status as JobStatus)),
    projectItems: shown.map((r) => jobView(r, view)),
  };
  if (view !== 'owner') return project;
  const laborCents = jobRows.reduce((sum, r) => sum + r.job.laborCents, 0);
  return {
    ...project,
    cost: centsToDollars(row.expenseCents),
    labor: centsToDollars(laborCents),
    profit: centsToDollars(profitCents(priceCents, row.expenseCents, laborCents)),
  };
}

export function listedJobView(row: ListedJobRow): ListedJob {
  const j = row.job;
  return {
    id: j.id,
    name: j.name,
    address: row.project.address,
    clientName: row.clientName ?? '',
    projectName: row.project.name,
    companyName: row.companyName,
    startDate: j.startDate,
    endDate: j.endDate,
    details: j.comments,
    status: j.status as JobStatus,
    ...assigneeOf(j.assigneeId, row.assigneeName),
    proid: row.project.id,
  };
}
