import type { QueryClient } from '@tanstack/react-query';
import {
  DEFAULT_TIME_ZONE,
  PAGE_LIMIT_MAX,
  todayIn,
  type IsoDate,
  type ListedJob,
  type MediaItem,
  type Project,
} from '@obra/domain';
import { get, getPage, qs, storedToken } from '../api.js';
import { fileNameOf } from '../photos/photos.js';
import { OPEN_JOBS } from '../queries/jobs.js';
import { projectQuery } from '../queries/projects.js';
import { offlineDb, type KeptJob, type KeptPhoto } from './db.js';

/** How far ahead the device keeps a worker's jobs (issue 13). */
export const KEPT_DAYS = 7;

/** The calendar day `days` after `day`. */
export function daysAfter(day: IsoDate, days: number): IsoDate {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function thumbnail(photo: MediaItem): Promise<KeptPhoto | null> {
  const name = fileNameOf(photo.thumbUrl ?? photo.url);
  if (!name) return null;
  try {
    const response = await fetch(`/api/files/${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${storedToken() ?? ''}` },
    });
    return response.ok ? { id: photo.id, name: photo.originalName, blob: await response.blob() } : null;
  } catch {
    return null;
  }
}

/** One job with what the worker needs of it offline: the full job (for a save) and its thumbnails. */
async function keptJob(
  listed: ListedJob,
  projects: Map<number, Promise<Project | null>>,
  queryClient: QueryClient,
): Promise<KeptJob> {
  if (!projects.has(listed.proid)) {
    // Through the app's cache: the screen asks for the same projects when a job is opened.
    projects.set(
      listed.proid,
      queryClient.fetchQuery(projectQuery(listed.proid)).catch(() => null),
    );
  }
  const [project, media] = await Promise.all([
    projects.get(listed.proid)!,
    get<MediaItem[]>(`/media/getByJob${qs({ jobId: listed.id })}`).catch(() => []),
  ]);
  const photos = (await Promise.all(media.map(thumbnail))).filter((photo) => photo !== null);
  return { listed, full: project?.projectItems.find((item) => item.id === listed.id) ?? null, photos };
}

/**
 * Keeps on the device a worker's open jobs that start within the next KEPT_DAYS days (and those
 * already started and not done: the server's `to` filter takes every job reaching into the range),
 * replacing what was kept before. Called while online after the jobs load and after each change;
 * a failure leaves the last kept copy as it was.
 */
export async function keepJobs(
  queryClient: QueryClient,
  owner: string,
  userId: number,
  timeZone: string | null | undefined,
): Promise<void> {
  const to = daysAfter(todayIn(timeZone ?? DEFAULT_TIME_ZONE), KEPT_DAYS);
  const { items } = await getPage<ListedJob>(
    `/projects/getJobsByUser${qs({ userId, status: OPEN_JOBS.status, to, limit: PAGE_LIMIT_MAX })}`,
  );
  const projects = new Map<number, Promise<Project | null>>();
  const jobs = await Promise.all(items.map((listed) => keptJob(listed, projects, queryClient)));
  const db = await offlineDb();
  await db.put('jobs', { owner, savedAt: new Date().toISOString(), jobs });
}

/** The jobs kept for an account, as last kept while online (none when nothing was kept). */
export async function keptJobs(owner: string): Promise<KeptJob[]> {
  const db = await offlineDb();
  return (await db.get('jobs', owner))?.jobs ?? [];
}

/** Forgets an account's kept jobs (signing out with nothing waiting to be sent). */
export async function forgetKeptJobs(owner: string): Promise<void> {
  const db = await offlineDb();
  await db.delete('jobs', owner);
}
