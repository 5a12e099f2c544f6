import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaItem, Project, UpdateJobBody } from '@obra/domain';
import { get, post, put, qs } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { upload, type PhotoUpload } from '../../lib/upload.js';
import { rememberSavedProject } from '../projects/cache.js';
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

/**
 * A job's photos. With `enabled` false nothing is asked, but a list already fetched (by the job
 * modal or the project details) is still answered: both share this key, so a delete updates both.
 */
export function useJobPhotos(jobId: number | null, enabled = true) {
  return useQuery({
    queryKey: ['photos', 'job', jobId],
    enabled: enabled && jobId !== null,
    queryFn: () => get<MediaItem[]>(`/media/getByJob${qs({ jobId: jobId! })}`),
  });
}

export function useUploadJobPhotos(projectId: number, jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photos, transfer }: PhotoUpload) => {
      const form = new FormData();
      form.append('projectId', String(projectId));
      form.append('jobId', String(jobId));
      form.append('isProjectItem', 'true');
      for (const photo of photos) form.append('photos', photo, photo.name);
      return upload<MediaItem[]>('/upload/photos', form, transfer);
    },
    onSuccess: (photos) => queryClient.setQueryData(['photos', 'job', jobId], photos),
  });
}

export function useDeletePhoto(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: number) => put<MediaItem[]>('/media/delete', { mediaId }),
    onSuccess: (photos) => queryClient.setQueryData(['photos', 'job', jobId], photos),
  });
}
