import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateJobBody } from '@obra/domain';
import { get, post, qs } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { rememberSavedProject } from '../../lib/queries/project-cache.js';
import { companyJobsQuery, userJobsQuery } from './queries.js';

/** The caller's own jobs. */
export function useUserJobs(enabled = true) {
  return useQuery(userJobsQuery(useSession().account?.id, enabled));
}

export function useCompanyJobs(companyId: number | null) {
  return useQuery(companyJobsQuery(companyId));
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

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateJobBody) => post<Project>('/projects/updateJob', body),
    onSuccess: (project) => rememberSavedProject(queryClient, project),
  });
}
