import { AUTH_TYPE, type IsoDate } from '@obra/domain';
import { companyJobsQuery, OPEN_JOBS, userJobsQuery, type JobFilters } from '../../../lib/queries/jobs.js';
import { remindersQuery } from '../../../features/reminders/queries.js';
import { workersQuery } from '../../../features/workers/queries.js';
import { ACTIVE_PROJECTS, projectsQuery, summaryQuery } from '../../../lib/queries/projects.js';
import type { SessionScope } from '../../../lib/session.js';

/** The dashboard's two job lists on `day`: the jobs on that day, and the open ones that should have ended before it. */
export function dashboardJobFilters(day: IsoDate): { today: JobFilters; late: JobFilters } {
  return { today: { from: day, to: day }, late: { ...OPEN_JOBS, endsBefore: day } };
}

/**
 * What the dashboard reads on `day`, by the part it fills: the same queries the server draws it
 * from (first-data.ts). The figures are the server's counts; every list is read a page at a time.
 */
export function dashboardQueries(scope: SessionScope, day: IsoDate) {
  const { authType, companyId, account } = scope;
  // A contractor also holds jobs of other companies' projects: the same ones /jobs lists.
  const contractor = authType === AUTH_TYPE.contractor;
  const { today, late } = dashboardJobFilters(day);
  return {
    summary: summaryQuery(scope),
    projects: projectsQuery(scope, ACTIVE_PROJECTS),
    reminders: remindersQuery(scope),
    workers: workersQuery(companyId, authType === AUTH_TYPE.company),
    companyToday: companyJobsQuery(companyId, today),
    companyLate: companyJobsQuery(companyId, late),
    assignedToday: userJobsQuery(account?.id, contractor, today),
    assignedLate: userJobsQuery(account?.id, contractor, late),
  };
}
