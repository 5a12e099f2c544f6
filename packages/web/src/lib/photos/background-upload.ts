import type { MediaItem } from '@obra/domain';
import { ApiError } from '../api.js';
import { queryClient } from '../query-client.js';
import { jobPhotosForm, jobPhotosKey } from '../queries/job-photos.js';
import { upload } from '../upload.js';
import { preparePhoto } from './prepare.js';

/** Waits between tries on a weak signal: a few seconds, then longer. */
const RETRY_DELAYS_MS = [3_000, 15_000, 60_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a job's photos after the person has moved on (a job completed from the Jobs screen): the
 * photos are made light for a phone's connection, then sent, tried again on a network failure or
 * a server error. Resolves true once stored; false when the server refused them or every try
 * failed. The job's photo list is updated with what the server answers.
 */
export async function uploadJobPhotosInBackground(projectId: number, jobId: number, files: File[]): Promise<boolean> {
  const photos: File[] = [];
  for (const file of files) photos.push(await preparePhoto(file));
  const form = jobPhotosForm(projectId, jobId, photos);

  for (let attempt = 0; ; attempt += 1) {
    try {
      const stored = await upload<MediaItem[]>('/upload/photos', form);
      queryClient.setQueryData(jobPhotosKey(jobId), stored);
      return true;
    } catch (error) {
      // A refusal (too many photos, no access) will not change by sending again.
      const refused = error instanceof ApiError && error.status !== null && error.status < 500;
      if (refused || attempt >= RETRY_DELAYS_MS.length) return false;
      await wait(RETRY_DELAYS_MS[attempt]!);
    }
  }
}
