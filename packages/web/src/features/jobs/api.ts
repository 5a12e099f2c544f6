import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateJobBody } from '@obra/domain';
import { post } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { rememberSavedProject } from '../../lib/queries/project-cache.js';
import { usePaged } from '../../lib/paged-query.js';
import { companyJobsQuery, userJobsQuery, type JobFilters } from '../../lib/queries/jobs.js';

/** The caller's own jobs, a page at a time. */
export function useUserJobs(enabled = true, filters?: JobFilters) {
  return usePaged(userJobsQuery(useSession().account?.id, enabled, filters));
}

/** A company's jobs, a page at a time. */
export function useCompanyJobs(companyId: number | null, filters?: JobFilters) {
  return usePaged(companyJobsQuery(companyId, filters));
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateJobBody) => post<Project>('/projects/updateJob', body),
    onSuccess: (project) => rememberSavedProject(queryClient, project),
  });
}
