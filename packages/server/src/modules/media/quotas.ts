import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { STORAGE_BY_PLAN, UPLOAD_MSG, UPLOADS_PER_HOUR, type Plan } from '@obra/domain';
import type { Tx } from '../../db/client.js';
import { companies, media, projects } from '../../db/schema.js';
import { AppError, conflict } from '../../http/errors.js';
import type { Uploader } from './service.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Checks a batch against the hourly quotas of its uploader and of the project's company, and the
 * company's storage for its plan. Counted from the stored photos themselves, so every server
 * process sees the same figures; the company row is locked, so two batches at once cannot both
 * take the last room.
 */
export async function assertUploadQuotas(
  tx: Tx,
  projectId: number,
  uploader: Uploader,
  batch: { photos: number; bytes: number },
): Promise<void> {
  const [owner] = await tx
    .select({ companyId: companies.id, plan: companies.plan })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, projectId))
    .for('update', { of: companies });
  if (!owner) return;
  const since = new Date(Date.now() - HOUR_MS);
  const tally = (where: SQL | undefined) =>
    tx
      .select({
        photos: sql<number>`count(*)`.mapWith(Number),
        bytes: sql<number>`coalesce(sum(${media.bytes}), 0)`.mapWith(Number),
      })
      .from(media)
      .innerJoin(projects, eq(projects.id, media.projectId))
      .where(where)
      .then((rows) => rows[0] ?? { photos: 0, bytes: 0 });

  const byUploader =
    uploader.userId !== null
      ? eq(media.uploadedByUserId, uploader.userId)
      : eq(media.uploadedByCompanyId, uploader.companyId!);
  const person = await tally(and(byUploader, gt(media.createdAt, since)));
  if (exceeds(person, batch, UPLOADS_PER_HOUR.person)) throw new AppError(429, UPLOAD_MSG.personHourly);
  const ofCompany = eq(projects.companyId, owner.companyId);
  const company = await tally(and(ofCompany, gt(media.createdAt, since)));
  if (exceeds(company, batch, UPLOADS_PER_HOUR.company)) throw new AppError(429, UPLOAD_MSG.companyHourly);
  const stored = await tally(ofCompany);
  const plan = owner.plan as Plan;
  if (stored.bytes + batch.bytes > STORAGE_BY_PLAN[plan]) throw conflict(UPLOAD_MSG.storageFull(plan));
}

function exceeds(
  used: { photos: number; bytes: number },
  batch: { photos: number; bytes: number },
  quota: { photos: number; bytes: number },
): boolean {
  return used.photos + batch.photos > quota.photos || used.bytes + batch.bytes > quota.bytes;
}
