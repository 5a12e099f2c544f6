import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@obra/domain';
import { get, put, qs } from '../../lib/api.js';
import { upload, type PhotoUpload, type Transfer } from '../../lib/upload.js';

export const projectPhotosKey = (projectId: number) => ['photos', 'project', projectId] as const;

/** The project's own photos (kind 'project'), as GET /api/media/getByProject answers them. */
export function useProjectPhotos(projectId: number, enabled = true) {
  return useQuery({
    queryKey: projectPhotosKey(projectId),
    enabled,
    queryFn: () => get<MediaItem[]>(`/media/getByProject${qs({ projectId })}`),
  });
}

/** Uploads photos of the project itself (isProjectItem 'false'); the answer is the project's photo list. */
export function uploadProjectPhotos(projectId: number, photos: File[], transfer: Transfer): Promise<MediaItem[]> {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('isProjectItem', 'false');
  for (const photo of photos) form.append('photos', photo, photo.name);
  return upload<MediaItem[]>('/upload/photos', form, transfer);
}

export function useUploadProjectPhotos(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photos, transfer }: PhotoUpload) => uploadProjectPhotos(projectId, photos, transfer),
    onSuccess: (photos) => queryClient.setQueryData(projectPhotosKey(projectId), photos),
  });
}

export function useDeleteProjectPhoto(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: number) => put<MediaItem[]>('/media/delete', { mediaId }),
    onSuccess: (photos) => queryClient.setQueryData(projectPhotosKey(projectId), photos),
  });
}
