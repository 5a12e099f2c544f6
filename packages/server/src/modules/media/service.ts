import { and, asc, count, eq, inArray, isNull, lt, notExists } from 'drizzle-orm';
import { MAX_PHOTOS_PER_JOB, PHOTO_MSG, type MediaItem, type MediaKind } from '@obra/domain';
import type { Principal } from '../../auth/principal.js';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { jobs, media, messages } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { afterCommit } from '../../realtime/events.js';
import type { FileStorage } from '../../storage/files.js';
import { mayDeletePhoto, scopeOf, type MediaRecord, type PhotoScope } from './access.js';
import { assertUploadQuotas } from './quotas.js';
import type { ProcessedPhoto } from './processing.js';

/** Who stored a photo: a company account, or a person (an admin or contractor acting as the company included). */
export interface Uploader {
  companyId: number | null;
  userId: number | null;
}

export function uploaderOf(principal: Principal): Uploader {
  return principal.kind === 'company'
    ? { companyId: principal.companyId, userId: null }
    : { companyId: null, userId: principal.userId };
}

const fileUrl = (name: string) => `/api/files/${name}`;

export function mediaView(row: MediaRecord): MediaItem {
  return {
    id: row.id,
    name: row.name,
    url: fileUrl(row.name),
    thumbUrl: row.thumbName ? fileUrl(row.thumbName) : null,
    kind: row.kind as MediaKind,
    jobId: row.jobId,
    projectId: row.projectId,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
  };
}

function inScope(scope: PhotoScope) {
  return scope.kind === 'job' && scope.jobId !== null
    ? and(eq(media.kind, 'job'), eq(media.jobId, scope.jobId))
    : and(eq(media.kind, scope.kind), eq(media.projectId, scope.projectId), isNull(media.jobId));
}

/** A scope's photos, oldest first. The caller's right to see them is checked before. */
export async function photosOf(db: Queryable, scope: PhotoScope): Promise<MediaItem[]> {
  const rows = await db.select().from(media).where(inScope(scope)).orderBy(asc(media.id));
  return rows.map(mediaView);
}

/** How many photos a job has saved. */
export async function savedJobPhotos(db: Queryable, jobId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(media)
    .where(and(eq(media.kind, 'job'), eq(media.jobId, jobId)));
  return row?.n ?? 0;
}

/** SPEC §5: saved plus new may not pass six; the whole batch is refused, naming the room left. */
export function assertJobRoom(saved: number, adding: number): void {
  if (saved + adding > MAX_PHOTOS_PER_JOB) throw badRequest(PHOTO_MSG.jobLimit(MAX_PHOTOS_PER_JOB - saved));
}

/** Counts under the job's row lock, so two uploads at once cannot both fill the last places. */
async function assertRoomUnderLock(tx: Tx, jobId: number, adding: number): Promise<void> {
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
  assertJobRoom(await savedJobPhotos(tx, jobId), adding);
}

/**
 * Stores processed photos in one scope, all or none: the files first (their names made by the
 * storage), then the rows. A job keeps its limit of six. When anything fails, the files written
 * are removed again. Given a transaction, the rows join it; a caller whose transaction later rolls
 * back should remove the returned files itself (`removePhotoFiles`).
 */
export async function storePhotos(
  db: Queryable,
  files: FileStorage,
  scope: PhotoScope,
  photos: ProcessedPhoto[],
  uploader: Uploader,
): Promise<MediaItem[]> {
  if ((scope.kind === 'job') !== (scope.jobId !== null)) throw new Error('a job photo needs its job, and only it');
  if (photos.length === 0) return [];
  const written: string[] = [];
  try {
    const rows = await db.transaction(async (tx) => {
      if (scope.jobId !== null) await assertRoomUnderLock(tx, scope.jobId, photos.length);
      const bytes = photos.reduce((sum, p) => sum + p.image.length + p.thumb.length, 0);
      await assertUploadQuotas(tx, scope.projectId, uploader, { photos: photos.length, bytes });
      const values: (typeof media.$inferInsert)[] = [];
      for (const photo of photos) {
        const name = await files.put(photo.extension, photo.image);
        written.push(name);
        const thumbName = await files.put('webp', photo.thumb);
        written.push(thumbName);
        values.push({
          projectId: scope.projectId,
          jobId: scope.jobId,
          kind: scope.kind,
          name,
          thumbName,
          originalName: photo.originalName,
          uploadedByCompanyId: uploader.companyId,
          uploadedByUserId: uploader.userId,
          bytes: photo.image.length + photo.thumb.length,
        });
      }
      return tx.insert(media).values(values).returning();
    });
    return rows.map(mediaView);
  } catch (error) {
    await Promise.all(written.map((name) => files.remove(name)));
    throw error;
  }
}

/** Removes a stored photo's files (after its row is gone or was never committed). */
export async function removePhotoFiles(
  files: FileStorage,
  photo: { name: string; thumbName?: string | null },
): Promise<void> {
  await files.remove(photo.name);
  if (photo.thumbName) await files.remove(photo.thumbName);
}

/** How long a chat photo waits for its message: the web app sends the message right after the upload. */
export const UNSENT_CHAT_PHOTO_WAIT_MS = 60 * 60 * 1000;

/**
 * Removes chat photos that no message carries and that waited longer than the above: uploads whose
 * message was never sent (the chat was closed, or sending failed). It runs before each new chat
 * upload of a project (for that project) and on a timer for all of them (`projectId` null), so an
 * abandoned upload never stays long. A photo a message is being sent with is locked by that
 * message (createMessage) and skipped here; one removed first makes that message fail with a 400,
 * never point at a missing file.
 */
export async function sweepUnsentChatPhotos(db: Db, files: FileStorage, projectId: number | null): Promise<number> {
  const waitedSince = new Date(Date.now() - UNSENT_CHAT_PHOTO_WAIT_MS);
  const removed = await db.transaction(async (tx) => {
    const unsent = await tx
      .select()
      .from(media)
      .where(
        and(
          eq(media.kind, 'chat'),
          projectId === null ? undefined : eq(media.projectId, projectId),
          lt(media.createdAt, waitedSince),
          notExists(tx.select({ id: messages.id }).from(messages).where(eq(messages.mediaId, media.id))),
        ),
      )
      .for('update', { skipLocked: true });
    if (unsent.length > 0)
      await tx.delete(media).where(
        inArray(
          media.id,
          unsent.map((row) => row.id),
        ),
      );
    return unsent;
  });
  await Promise.all(removed.map((row) => removePhotoFiles(files, row)));
  return removed.length;
}

/**
 * PUT /api/media/delete: removes a job or project photo, row then files; answers its scope.
 * Chat photos belong to their messages and are not removed here.
 */
export async function deletePhoto(
  db: Db,
  files: FileStorage,
  principal: Principal,
  mediaId: number,
): Promise<PhotoScope> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, mediaId)).for('update');
    if (!row || !(await mayDeletePhoto(tx, principal, row))) throw forbidden();
    if (row.kind === 'chat') throw badRequest(PHOTO_MSG.chatPhoto);
    await tx.delete(media).where(eq(media.id, mediaId));
    afterCommit({ type: 'project update', projectId: row.projectId, isNew: false });
    return row;
  });
  await removePhotoFiles(files, removed);
  return scopeOf(removed);
}
