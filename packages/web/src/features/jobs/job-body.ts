import type { Job, JobStatus, ListedJob } from '@obra/domain';

/** What the job dialog edits. */
export interface JobForm {
  itemStartDate: string;
  itemEndDate: string;
  comments: string;
  itemStatus: JobStatus;
}

/** The body updateJob needs: the full job (from its project) with the listed job as a fallback. */
export function jobBody(listed: ListedJob, full: Job | undefined, changes: Partial<JobForm> = {}) {
  return {
    id: listed.id,
    projectId: listed.proid,
    itemName: full?.itemName ?? listed.name,
    itemStatus: changes.itemStatus ?? full?.itemStatus ?? listed.status,
    itemStartDate: (changes.itemStartDate ?? full?.itemStartDate ?? listed.startDate ?? '') || null,
    itemEndDate: (changes.itemEndDate ?? full?.itemEndDate ?? listed.endDate ?? '') || null,
    itemPrice: full?.itemPrice,
    ...(full?.itemLabor !== undefined ? { itemLabor: full.itemLabor } : {}),
    comments: changes.comments ?? full?.comments ?? listed.details,
    assignee: full?.assignee ?? listed.assignee,
  };
}
