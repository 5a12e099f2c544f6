import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@obra/domain';
import { get, put, qs } from '../api.js';
import { upload, type PhotoUpload } from '../upload.js';

/**
 * A job's photos. With `enabled` false nothing is asked, but a list already fetched (by the job
 * modal or the project details) is still answered: both share this key, so a delete updates both.
 */
export function useJobPhotos(jobId: number | null, enabled = true) {
  return useQuery({
    queryKey: jobPhotosKey(jobId),
    enabled: enabled && jobId !== null,
    queryFn: () => get<MediaItem[]>(`/media/getByJob${qs({ jobId: jobId! })}`),
  });
}

/** The cache key of a job's photos, shared by every list of them. */
export const jobPhotosKey = (jobId: number | null) => ['photos', 'job', jobId] as const;

/** The upload's form for photos of one job (the API's /upload/photos). */
export function jobPhotosForm(projectId: number, jobId: number, photos: File[]): FormData {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('jobId', String(jobId));
  form.append('isProjectItem', 'true');
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

export function useUploadJobPhotos(projectId: number, jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photos, transfer }: PhotoUpload) =>
      upload<MediaItem[]>('/upload/photos', jobPhotosForm(projectId, jobId, photos), transfer),
    onSuccess: (photos) => queryClient.setQueryData(jobPhotosKey(jobId), photos),
  });
}

export function useDeletePhoto(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: number) => put<MediaItem[]>('/media/delete', { mediaId }),
    onSuccess: (photos) => queryClient.setQueryData(jobPhotosKey(jobId), photos),
  });
}
