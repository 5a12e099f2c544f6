import { eq, inArray, or } from 'drizzle-orm';
import { MSG, can, type MediaKind } from '@obra/domain';
import type { Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/client.js';
import { jobs, media, projects } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { chatOf } from '../chat/service.js';
import { viewOfProject } from '../projects/read.js';
import type { View } from '../projects/views.js';

/** Whose photos: a job's, the project's own, or those sent in the project's chat. */
export interface PhotoScope {
  projectId: number;
  kind: MediaKind;
  /** Set exactly when `kind` is 'job'. */
  jobId: number | null;
}

/**
 * Who the caller is to a scope's photos, or null for no one. A job's photos: the owner side, the
 * project's client, and the job's own worker while the company lets them in (a worker sees only
 * their own jobs of a project). The project's photos: anyone who sees the project. Chat photos:
 * the chat's two sides, the owner side and the client.
 */
export async function photoRole(db: Queryable, principal: Principal, scope: PhotoScope): Promise<View | null> {
  const seen = await viewOfProject(db, principal, scope.projectId);
  if (!seen) return null;
  if (seen.view !== 'worker') return seen.view;
  if (scope.kind === 'project') return 'worker';
  if (scope.kind === 'chat' || scope.jobId === null || principal.kind !== 'user') return null;
  const [job] = await db.select({ assigneeId: jobs.assigneeId }).from(jobs).where(eq(jobs.id, scope.jobId));
  return job?.assigneeId === principal.userId ? 'worker' : null;
}

/** A job's scope, read from the job itself; 403 for a job that does not exist. */
export async function jobScope(db: Queryable, jobId: number): Promise<PhotoScope> {
  const [job] = await db.select({ projectId: jobs.projectId }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw forbidden();
  return { projectId: job.projectId, kind: 'job', jobId };
}

/** The scope, or 403 when the caller may not see its photos. */
export async function scopeToRead(db: Queryable, principal: Principal, scope: PhotoScope): Promise<PhotoScope> {
  if ((await photoRole(db, principal, scope)) === null) throw forbidden();
  return scope;
}

/**
 * Where an upload goes, or why not. The owner side adds photos to its jobs and projects; a worker
 * only to the job they hold; the chat's two sides (owner side and client) to the chat of a project
 * with a client. A job of another project is the caller's mistake when both are theirs
 * (400), and refused like any foreign id otherwise (403).
 */
export async function scopeToUpload(
  db: Queryable,
  principal: Principal,
  target: { projectId: number; jobId: number | null; chat: boolean },
): Promise<PhotoScope> {
  if (target.chat) {
    // Whoever may write in the project's chat may attach a photo to it.
    await chatOf(db, principal, target.projectId);
    return { projectId: target.projectId, kind: 'chat', jobId: null };
  }
  if (target.jobId === null) {
    const scope: PhotoScope = { projectId: target.projectId, kind: 'project', jobId: null };
    if ((await photoRole(db, principal, scope)) !== 'owner') throw forbidden();
    return scope;
  }
  const scope = await jobScope(db, target.jobId);
  if (scope.projectId !== target.projectId) {
    const owners = await db
      .select({ companyId: projects.companyId })
      .from(projects)
      .where(inArray(projects.id, [scope.projectId, target.projectId]));
    if (owners.length === 2 && owners.every((p) => can(principal, 'project.edit', p))) {
      throw badRequest(MSG.jobNotInProject);
    }
    throw forbidden();
  }
  const role = await photoRole(db, principal, scope);
  if (role !== 'owner' && role !== 'worker') throw forbidden();
  return scope;
}

export type MediaRecord = typeof media.$inferSelect;

export const scopeOf = (row: MediaRecord): PhotoScope => ({
  projectId: row.projectId,
  kind: row.kind as MediaKind,
  jobId: row.jobId,
});

/** The owner side removes any job or project photo; a worker the ones they uploaded to the job they still hold. */
export async function mayDeletePhoto(db: Queryable, principal: Principal, row: MediaRecord): Promise<boolean> {
  const role = await photoRole(db, principal, scopeOf(row));
  if (role === 'owner') return true;
  return (
    role === 'worker' && row.kind === 'job' && principal.kind === 'user' && row.uploadedByUserId === principal.userId
  );
}

/** For GET /api/files: whether the caller may see a stored photo or its thumbnail; null when the name is no photo. */
export async function mayReadPhotoFile(db: Queryable, principal: Principal, name: string): Promise<boolean | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(or(eq(media.name, name), eq(media.thumbName, name)));
  if (!row) return null;
  return (await photoRole(db, principal, scopeOf(row))) !== null;
}
