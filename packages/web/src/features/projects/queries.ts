import { AUTH_TYPE, type Project } from '@obra/domain';
import { qs } from '../../lib/api.js';
import { apiQuery } from '../../lib/api-query.js';
import type { SessionScope } from '../../lib/session.js';

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
