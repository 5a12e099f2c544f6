import type { MediaItem } from '@obra/domain';
import { queryClient } from '../query-client.js';
import { jobPhotosKey } from '../queries/job-photos.js';
import { sendOrQueue } from '../offline/outbox.js';
import { preparePhoto } from './prepare.js';

/** What became of photos given to `sendJobPhotos`. */
export type PhotosOutcome = 'sent' | 'queued' | 'refused';

/**
 * Sends a job's photos after the person has moved on (a job completed from the Jobs screen),
 * through the device's outbox (issue 13): made light for a phone's connection first, then sent at
 * once or kept on the device, as resized images, until the signal returns. The job's photo list
 * is updated with what the server answers.
 */
export async function sendJobPhotos(
  owner: string,
  job: { id: number; proid: number; name: string },
  files: File[],
): Promise<PhotosOutcome> {
  const photos: File[] = [];
  for (const file of files) photos.push(await preparePhoto(file));
  try {
    const outcome = await sendOrQueue<MediaItem[]>({
      owner,
      kind: 'job.photos',
      label: job.name,
      path: '/upload/photos',
      body: { projectId: job.proid, jobId: job.id, isProjectItem: true },
      photos: photos.map((photo) => ({ name: photo.name, blob: photo })),
    });
    if (outcome.state === 'queued') return 'queued';
    queryClient.setQueryData(jobPhotosKey(job.id), outcome.data);
    return 'sent';
  } catch {
    // A refusal (too many photos, no access) will not change by sending again.
    return 'refused';
  }
}
