import { JOB_STATUSES, type ListedJob } from '@obra/domain';
import { qs } from '../api.js';
import { pagedQuery } from '../paged-query.js';
import { PAGE_ROWS } from '../paged-query.js';

// The lists of jobs live under ['projects', 'jobs'] so that realtime's 'project update' refreshes them.

/** What the server narrows a job list by (docs/decisions/0012): statuses (A,B), the days a job must touch (`from`/`to`), an end before a day. */
export interface JobFilters {
  status?: string;
  from?: string;
  to?: string;
  endsBefore?: string;
}

/** The jobs still to do: every status but COMPLETED. */
export const OPEN_JOBS: JobFilters = { status: JOB_STATUSES.filter((status) => status !== 'COMPLETED').join(',') };

const params = ({ status, from, to, endsBefore }: JobFilters) => ({ status, from, to, endsBefore });

/** The jobs assigned to a person (SPEC §3 "Job as listed"), a page at a time. */
export function userJobsQuery(userId: number | undefined, enabled = true, filters: JobFilters = {}, limit = PAGE_ROWS) {
  return pagedQuery<ListedJob, readonly unknown[]>(
    ['projects', 'jobs', `user:${userId}`, { ...filters, limit }],
    `/projects/getJobsByUser${qs({ userId: userId ?? 0, limit, ...params(filters) })}`,
    enabled && userId !== undefined,
  );
}

/** The jobs of a company's projects, a page at a time. */
export function companyJobsQuery(companyId: number | null, filters: JobFilters = {}, limit = PAGE_ROWS) {
  return pagedQuery<ListedJob, readonly unknown[]>(
    ['projects', 'jobs', `company:${companyId}`, { ...filters, limit }],
    `/projects/getJobsByCompany${qs({ companyId: companyId ?? 0, limit, ...params(filters) })}`,
    companyId !== null,
  );
}
