import type { ListedJob } from '@obra/domain';
import { qs } from '../api.js';
import { pagedQuery } from '../paged-query.js';
import { PAGE_ROWS } from './projects.js';

// The lists of jobs live under ['projects', 'jobs'] so that realtime's 'project update' refreshes them.

/** What the server narrows a job list by: a status, and the days a job must touch (`from`/`to`, both inclusive). */
export interface JobFilters {
  status?: string;
  from?: string;
  to?: string;
}

/** The jobs still to do: every status but COMPLETED. */
export const OPEN_JOBS: JobFilters = { status: 'open' };

const params = ({ status, from, to }: JobFilters) => ({ status, from, to });

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
