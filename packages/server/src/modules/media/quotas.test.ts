import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORAGE_BY_PLAN, UPLOAD_MSG, UPLOADS_PER_HOUR, type MediaItem } from '@obra/domain';
import { media } from '../../db/schema.js';
import { useApi } from '../../test/app.js';
import { newAdmin, newClient, newCompany, newProject } from '../../test/factories.js';
import { chatPhotos, jpegFile, projectPhotos, uploadPhotos } from '../../test/photos.js';
import { sweepUnsentChatPhotos, UNSENT_CHAT_PHOTO_WAIT_MS } from './service.js';

const api = useApi();

/** Earlier uploads, as rows: the quotas count what is stored, whoever stored it. */
async function pastUploads(
  projectId: number,
  who: { userId?: number; companyId?: number },
  photos: number,
  bytes: number,
) {
  await api.database.db.insert(media).values(
    Array.from({ length: photos }, (_, i) => ({
      projectId,
      kind: 'project',
      name: `anterior-${projectId}-${who.userId ?? who.companyId ?? 'nadie'}-${i}-${Date.now()}.jpg`,
      uploadedByUserId: who.userId ?? null,
      uploadedByCompanyId: who.companyId ?? null,
      bytes: Math.floor(bytes / photos),
    })),
  );
}

const photoCount = async (projectId: number) =>
  (await api.database.db.select().from(media).where(eq(media.projectId, projectId))).length;

describe('upload quotas (finding 8)', () => {
  it('stops a person after their hourly photos, in Spanish, storing nothing, and not the others', async () => {
    const company = await newCompany(api);
    const worker = await newAdmin(api, company);
    const project = await newProject(api, company);
    await pastUploads(project.id, { userId: worker.id }, UPLOADS_PER_HOUR.person.photos, 1000);
    const before = await photoCount(project.id);
    const res = await uploadPhotos(api, worker.token, projectPhotos(project.id), [await jpegFile()]);
    expect(res.status).toBe(429);
    expect(res.body.queryError).toBe(UPLOAD_MSG.personHourly);
    expect(await photoCount(project.id)).toBe(before);
    // The company is still far from its own hourly quota: someone else may upload.
    const other = await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile()]);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('stops a company after its hourly photos, whoever of it uploaded them', async () => {
    const company = await newCompany(api);
    const admin = await newAdmin(api, company);
    const project = await newProject(api, company);
    await pastUploads(project.id, { userId: admin.id }, UPLOADS_PER_HOUR.person.photos, 1000);
    // The rest by people since gone from the product (their rows keep no uploader).
    await pastUploads(project.id, {}, UPLOADS_PER_HOUR.company.photos - UPLOADS_PER_HOUR.person.photos, 1000);
    const res = await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile()]);
    expect(res.status).toBe(429);
    expect(res.body.queryError).toBe(UPLOAD_MSG.companyHourly);
  });

  it('counts the bytes too, and forgets uploads older than an hour', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    await pastUploads(project.id, { companyId: company.id }, 3, UPLOADS_PER_HOUR.person.bytes);
    const refused = await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile()]);
    expect(refused.status).toBe(429);
    await api.database.db
      .update(media)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(media.projectId, project.id));
    const later = await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile()]);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });

  it('stops a company whose photos fill its plan’s storage (409), naming the plan', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    await pastUploads(project.id, { companyId: company.id }, 1, STORAGE_BY_PLAN.plus);
    await api.database.db
      .update(media)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(media.projectId, project.id));
    const res = await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile()]);
    expect(res.status).toBe(409);
    expect(res.body.queryError).toBe(UPLOAD_MSG.storageFull('plus'));
  });

  it('records the bytes each stored photo takes', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    const res = await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile(200, 150)]);
    const [photo] = res.body.queryData as MediaItem[];
    const [row] = await api.database.db.select().from(media).where(eq(media.id, photo!.id));
    expect(row!.bytes).toBeGreaterThan(0);
  });
});

describe('unsent chat photos', () => {
  it('are swept across every project at once, as the timer does', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const first = await newProject(api, company, { clientId: client.id });
    const second = await newProject(api, company, { clientId: client.id });
    for (const project of [first, second]) {
      const res = await uploadPhotos(api, client.token, chatPhotos(project.id), [await jpegFile()]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await api.database.db
      .update(media)
      .set({ createdAt: sql`now() - make_interval(secs => ${UNSENT_CHAT_PHOTO_WAIT_MS / 1000 + 60})` })
      .where(eq(media.kind, 'chat'));
    expect(await sweepUnsentChatPhotos(api.database.db, api.files, null)).toBeGreaterThanOrEqual(2);
    expect(await photoCount(first.id)).toBe(0);
    expect(await photoCount(second.id)).toBe(0);
  });
});
