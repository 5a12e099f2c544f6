import { keepPreviousData } from '@tanstack/react-query';
import { AUTH_TYPE, type IsoDate } from '@obra/domain';
import { usePaged } from '../../lib/paged-query.js';
import { SELECT_ROWS } from '../../lib/paged-query.js';
import { useSession, type SessionScope } from '../../lib/session.js';
import { companyJobsQuery, userJobsQuery } from '../../lib/queries/jobs.js';

/**
 * The jobs on the calendar's days: a company's, or the person's own. The days go to the server as
 * the jobs filter's `from` and `to`, so it sends only the jobs touching them.
 */
export function calendarJobsQuery({ authType, companyId, account }: SessionScope, days: readonly IsoDate[]) {
  const filters = { from: days[0], to: days.at(-1) };
  return authType === AUTH_TYPE.company
    ? companyJobsQuery(companyId, filters, SELECT_ROWS)
    : userJobsQuery(account?.id, true, filters, SELECT_ROWS);
}

/** The calendar's jobs; the week shown stays while the next one is read. */
export function useCalendarJobs(days: readonly IsoDate[]) {
  return usePaged({ ...calendarJobsQuery(useSession(), days), placeholderData: keepPreviousData });
}
