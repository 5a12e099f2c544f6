import { useQuery } from '@tanstack/react-query';
import { AUTH_TYPE, type Project } from '@obra/domain';
import { qs } from '../api.js';
import { apiQuery } from '../api-query.js';
import { useSession, type SessionScope } from '../session.js';

/** The caller's projects: a company's (and its admins') by company, everyone else's by user. */
export function projectsQuery({ account, authType, companyId }: SessionScope) {
  const byCompany = authType === AUTH_TYPE.company && companyId !== null;
  return apiQuery<Project[], readonly unknown[]>(
    ['projects', byCompany ? `company:${companyId}` : `user:${account?.id}`],
    byCompany
      ? `/projects/getByCompany${qs({ companyId: companyId! })}`
      : `/projects/getByUser${qs({ userId: account?.id ?? 0 })}`,
    account !== null,
  );
}

/** The caller's projects: the projects screen, the dashboard and the reminder form read them. */
export function useProjects() {
  return useQuery(projectsQuery(useSession()));
}
