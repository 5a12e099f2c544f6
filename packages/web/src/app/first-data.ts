import { todayIn } from '@obra/domain';
import { clientsQuery } from '../lib/queries/clients.js';
import { OPEN_JOBS, userJobsQuery } from '../lib/queries/jobs.js';
import { calendarJobsQuery } from '../features/calendar/queries.js';
import { weekDays } from '../features/calendar/week.js';
import { ACTIVE_PROJECTS, CLOSED_PROJECTS, projectsQuery } from '../lib/queries/projects.js';
import { remindersQuery } from '../features/reminders/queries.js';
import { workersQuery } from '../features/workers/queries.js';
import { openClockQuery } from '../features/jobs/time-api.js';
import type { QueryKey } from '@tanstack/react-query';
import type { PagedQueryMeta } from '../lib/paged-query.js';
import type { SessionScope } from '../lib/session.js';
import { dashboardQueries } from './pages/work/dashboard-queries.js';

/** Of a screen's query, what fetching its data elsewhere needs (lib/api-query.ts). */
interface FirstQuery {
  queryKey: QueryKey;
  enabled?: unknown;
  meta?: Record<string, unknown>;
  /** Read only once this other list turned out to end on its first page, as the screen reads it. */
  afterWhole?: QueryKey;
}

/**
 * What each signed-in screen shows first, by path: the same queries the screen reads, so the
 * server can draw it with its data (server-render.tsx) and the app finds that data in its cache.
 * A screen not listed here is drawn by the app.
 */
const FIRST_DATA: Record<string, (scope: SessionScope) => FirstQuery[]> = {
  '/dashboard': (scope) => Object.values(dashboardQueries(scope, todayOf(scope))),
  // The projects screen reads the active projects first, then, once they end, the closed ones
  // (useProjectsActiveFirst).
  '/projects': (scope) => {
    const active = projectsQuery(scope, ACTIVE_PROJECTS);
    const closed = { ...projectsQuery(scope, CLOSED_PROJECTS), afterWhole: active.queryKey };
    return [active, closed, remindersQuery(scope)];
  },
  // With the worker's open clock entries: the buttons are drawn as they stand, never 'Empezar' on a started job.
  '/jobs': (scope) => [userJobsQuery(scope.account?.id, true, OPEN_JOBS), openClockQuery(scope.account?.id)],
  '/calendar': (scope) => [calendarJobsQuery(scope, weekDays(todayOf(scope), 0))],
  '/workers': (scope) => [workersQuery(scope.companyId)],
  '/clients': (scope) => [clientsQuery(scope.companyId)],
};

/** Today where the account works (the server draws only for accounts with a time zone). */
const todayOf = (scope: SessionScope) => todayIn(scope.account?.timeZone ?? 'UTC');

/**
 * The queries a screen needs for its first draw, those the account would not ask for left out;
 * null for a screen the server does not draw.
 */
export function firstQueries(
  pathname: string,
  scope: SessionScope,
): Array<{ queryKey: QueryKey; path: string; paged: boolean; afterWhole?: QueryKey }> | null {
  const queries = FIRST_DATA[pathname.replace(/(.)\/$/, '$1')]?.(scope);
  if (!queries) return null;
  return queries
    .filter((query) => query.enabled !== false)
    .map((query) => {
      const meta = query.meta as PagedQueryMeta | { path: string; paged?: undefined };
      return { queryKey: query.queryKey, path: meta.path, paged: meta.paged === true, afterWhole: query.afterWhole };
    });
}
