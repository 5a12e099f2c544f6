import { AUTH_TYPE } from '@obra/domain';
import { clientsQuery } from '../lib/queries/clients.js';
import { companyJobsQuery, userJobsQuery } from '../features/jobs/queries.js';
import { projectsQuery } from '../lib/queries/projects.js';
import { remindersQuery } from '../features/reminders/queries.js';
import { workersQuery } from '../features/workers/queries.js';
import type { QueryKey } from '@tanstack/react-query';
import type { ApiQueryMeta } from '../lib/api-query.js';
import type { SessionScope } from '../lib/session.js';

/** Of a screen's query, what fetching its data elsewhere needs (lib/api-query.ts). */
interface FirstQuery {
  queryKey: QueryKey;
  enabled?: unknown;
  meta?: Record<string, unknown>;
}

/**
 * What each signed-in screen shows first, by path: the same queries the screen reads, so the
 * server can draw it with its data (server-render.tsx) and the app finds that data in its cache.
 * A screen not listed here is drawn by the app.
 */
const FIRST_DATA: Record<string, (scope: SessionScope) => FirstQuery[]> = {
  '/dashboard': (scope) => [
    projectsQuery(scope),
    remindersQuery(scope),
    workersQuery(scope.companyId, scope.authType === AUTH_TYPE.company),
    companyJobsQuery(scope.companyId),
    userJobsQuery(scope.account?.id, scope.authType === AUTH_TYPE.contractor),
  ],
  '/projects': (scope) => [projectsQuery(scope), remindersQuery(scope)],
  '/jobs': (scope) => [userJobsQuery(scope.account?.id)],
  '/calendar': (scope) => [
    scope.authType === AUTH_TYPE.company ? companyJobsQuery(scope.companyId) : userJobsQuery(scope.account?.id),
  ],
  '/workers': (scope) => [workersQuery(scope.companyId)],
  '/clients': (scope) => [clientsQuery(scope.companyId)],
};

/**
 * The queries a screen needs for its first draw, those the account would not ask for left out;
 * null for a screen the server does not draw.
 */
export function firstQueries(
  pathname: string,
  scope: SessionScope,
): Array<{ queryKey: QueryKey; path: string }> | null {
  const queries = FIRST_DATA[pathname.replace(/(.)\/$/, '$1')]?.(scope);
  if (!queries) return null;
  return queries
    .filter((query) => query.enabled !== false)
    .map((query) => ({ queryKey: query.queryKey, path: (query.meta as ApiQueryMeta).path }));
}
