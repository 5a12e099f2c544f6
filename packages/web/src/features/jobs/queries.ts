import type { ListedJob } from '@obra/domain';
import { qs } from '../../lib/api.js';
import { apiQuery } from '../../lib/api-query.js';

// The lists of jobs live under ['projects'] so that realtime's 'project update' refreshes them.

/** The jobs assigned to a person (SPEC §3 "Job as listed"). */
export function userJobsQuery(userId: number | undefined, enabled = true) {
  return apiQuery<ListedJob[], readonly unknown[]>(
    ['projects', 'jobs', `user:${userId}`],
    `/projects/getJobsByUser${qs({ userId: userId ?? 0 })}`,
    enabled && userId !== undefined,
  );
}

/** Every job of a company's projects. */
export function companyJobsQuery(companyId: number | null) {
  return apiQuery<ListedJob[], readonly unknown[]>(
    ['projects', 'jobs', `company:${companyId}`],
    `/projects/getJobsByCompany${qs({ companyId: companyId ?? 0 })}`,
    companyId !== null,
  );
}
