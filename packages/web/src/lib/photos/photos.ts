import { MAX_PHOTOS_PER_JOB } from '@obra/domain';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** SPEC §5: how many more photos a job with `saved` photos can take. */
export function photosAvailable(saved: number): number {
  return Math.max(0, MAX_PHOTOS_PER_JOB - saved);
}

/** SPEC §5: whether `adding` photos fit in a job that holds `saved` (at most 6 per job). */
export function photosFit(saved: number, adding: number): boolean {
  return adding <= photosAvailable(saved);
}

/** The file name a stored photo's URL ends with, as /api/files/:name serves it. */
export function fileNameOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const name = url.split('?')[0]!.split('/').pop();
  return name ? decodeURIComponent(name) : null;
}
