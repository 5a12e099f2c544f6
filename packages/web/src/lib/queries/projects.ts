import {
  AUTH_TYPE,
  CLOSED_PROJECT_STATUSES,
  PROJECT_STATUSES,
  isProjectActive,
  type Project,
  type ProjectsSummary,
} from '@obra/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get, qs } from '../api.js';
import { apiQuery } from '../api-query.js';
import { PAGE_ROWS, chainPaged, pagedQuery, usePaged } from '../paged-query.js';
import { useSession, type SessionScope } from '../session.js';

/** What the server narrows a project list by (SQL filters, docs/decisions/0012); an absent one narrows nothing. */
export interface ProjectFilters {
  /** The statuses to keep, as the call takes them: A,B. */
  status?: string;
  clientId?: number;
  /** Words in the name or the address. */
  q?: string;
}

/** The projects still open: every status but COMPLETED and REJECTED. */
export const ACTIVE_PROJECTS: ProjectFilters = {
  status: PROJECT_STATUSES.filter(isProjectActive).join(','),
};

/** Whose projects the caller reads: a company's (and its admins') by company, everyone else's by user. */
function owner({ account, authType, companyId }: SessionScope) {
  const byCompany = authType === AUTH_TYPE.company && companyId !== null;
  return byCompany
    ? { key: `company:${companyId}`, path: '/projects/getByCompany', params: { companyId: companyId! } }
    : { key: `user:${account?.id}`, path: '/projects/getByUser', params: { userId: account?.id ?? 0 } };
}

/** The caller's projects, a page at a time, narrowed by `filters`. */
export function projectsQuery(scope: SessionScope, filters: ProjectFilters = {}, limit = PAGE_ROWS) {
  const { key, path, params } = owner(scope);
  return pagedQuery<Project, readonly unknown[]>(
    // ['projects', 'company:…' | 'user:…', filters]: the project lists, as realtime's patches know them.
    ['projects', key, { ...filters, limit }],
    `${path}${qs({ ...params, limit, status: filters.status, clientId: filters.clientId, q: filters.q })}`,
    scope.account !== null,
  );
}

/** The caller's projects: the projects screen, the dashboard and the reminder form read them. */
export function useProjects(filters?: ProjectFilters, limit?: number) {
  return usePaged(projectsQuery(useSession(), filters, limit));
}

/** The projects done with: completed or rejected. */
export const CLOSED_PROJECTS: ProjectFilters = { status: CLOSED_PROJECT_STATUSES.join(',') };

/**
 * The projects screen's list: work still to do first, then the completed and rejected projects
 * (each part newest first, as the server orders it). Without a status chosen it reads the active
 * ones' pages, then the closed ones'; the closed list is asked for once the active one is all read.
 */
export function useProjectsActiveFirst(filters: ProjectFilters) {
  const session = useSession();
  const chosen = filters.status !== undefined;
  const active = usePaged(projectsQuery(session, chosen ? filters : { ...filters, ...ACTIVE_PROJECTS }));
  const closed = usePaged({
    ...projectsQuery(session, { ...filters, ...CLOSED_PROJECTS }),
    enabled: !chosen && session.account !== null && active.data !== undefined && !active.hasNextPage,
  });
  if (chosen) return { ...active, paged: active };
  return {
    ...active,
    paged: chainPaged(active, closed),
    isFetching: active.isFetching || closed.isFetching,
    // Settled once the closed list, when it is to be read, is in too.
    data: active.hasNextPage || closed.data ? active.data : undefined,
    error: active.error ?? closed.error,
  };
}

/** The dashboard's figures, counted by the server over every project (GET /projects/summary). */
export function summaryQuery(scope: SessionScope) {
  return apiQuery<ProjectsSummary, readonly unknown[]>(
    ['projects', 'summary', owner(scope).key],
    '/projects/summary',
    scope.account !== null,
  );
}

/** One project as the caller may see it; shared by the job dialog and the Completar button. */
export const projectQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['projects', 'byId', projectId],
    queryFn: () => get<Project>(`/projects/getProjectById${qs({ projectId })}`),
  });

export function useProject(projectId: number | null) {
  return useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== null });
}
