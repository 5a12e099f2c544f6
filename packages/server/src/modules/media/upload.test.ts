import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, PHOTO_MAX_EDGE, PHOTO_MSG, type MediaItem, type Project } from '@obra/domain';
import { media } from '../../db/schema.js';
import { isStoredName } from '../../storage/files.js';
import { useApi, refusal } from '../../test/app.js';
import { newCompany, newProject, type CompanyAccount } from '../../test/factories.js';
import {
  CAMERA_MAKE,
  jobPhotos,
  jpegFile,
  jpegWithGps,
  pngFile,
  projectPhotos,
  uploadPhotos,
  webpFile,
} from '../../test/photos.js';
import type { FilePart } from '../../test/uploads.js';
import { processPhoto } from './processing.js';
import { storePhotos } from './service.js';

const api = useApi();

afterEach(() => {
  vi.restoreAllMocks();
});

async function companyWithJob(): Promise<{ company: CompanyAccount; project: Project; jobId: number }> {
  const company = await newCompany(api);
  const project = await newProject(api, company, { projectItems: [{ itemName: 'Tejas', itemPrice: 500 }] });
  return { company, project, jobId: project.projectItems[0]!.id };
}

const jpegs = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => jpegFile(40, 30, `foto-${i}.jpg`)));

async function rowsOfJob(jobId: number): Promise<number> {
  const [row] = await api.database.db
    .select({ n: count() })
    .from(media)
    .where(and(eq(media.kind, 'job'), eq(media.jobId, jobId)));
  return row!.n;
}

const fetchFile = (url: string, token: string) =>
  api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const limitMessage = (available: number) =>
  `Solo 6 fotos pueden subirse como parte de un trabajo. Cantidad de fotos disponibles: ${available}`;

describe('POST /api/upload/photos', () => {
  it("stores a job's photos with server-made names and thumbnails, and answers the job's photos", async () => {
    const { company, project, jobId } = await companyWithJob();
    const put = vi.spyOn(api.files, 'put');
    const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), await jpegs(2));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Each photo and its thumbnail: what the refusals below prove did not happen.
    expect(put).toHaveBeenCalledTimes(4);
    const photos = res.body.queryData;
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo).toMatchObject({ jobId, projectId: project.id, kind: 'job', url: `/api/files/${photo.name}` });
      expect(isStoredName(photo.name)).toBe(true);
      expect(photo.name.endsWith('.jpg')).toBe(true);
      expect(photo.thumbUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}\.webp$/);
      expect(new Date(photo.createdAt).toString()).not.toBe('Invalid Date');
      expect(await api.files.get(photo.name)).not.toBeNull();
      expect(await api.files.get(photo.thumbUrl!.slice('/api/files/'.length))).not.toBeNull();
    }
    expect(photos.map((p) => p.originalName)).toEqual(['foto-0.jpg', 'foto-1.jpg']);

    const listed = await api.get<MediaItem[]>(`/api/media/getByJob?jobId=${jobId}`, company.token);
    expect(listed.status).toBe(200);
    expect(listed.body.queryData).toEqual(photos);
  });

  it('keeps a PNG a PNG and a WebP a WebP', async () => {
    const { company, project, jobId } = await companyWithJob();
    const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), [
      await pngFile(),
      await webpFile(),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [png, webp] = res.body.queryData;
    expect(png!.name.endsWith('.png')).toBe(true);
    expect(webp!.name.endsWith('.webp')).toBe(true);
    const served = await fetchFile(png!.url, company.token);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a seventh photo with SPEC’s message and stores nothing', async () => {
    const { company, project, jobId } = await companyWithJob();
    const six = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), await jpegs(6));
    expect(six.status, JSON.stringify(six.body)).toBe(200);
    expect(six.body.queryData).toHaveLength(6);

    const put = vi.spyOn(api.files, 'put');
    const seventh = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), await jpegs(1));
    expect(seventh.status).toBe(400);
    expect(seventh.body).toEqual(refusal(limitMessage(0)));
    expect(PHOTO_MSG.jobLimit(0)).toBe(limitMessage(0));
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOfJob(jobId)).toBe(6);
  });

  it('refuses a batch of 3 whole when 4 are saved, naming the 2 places left; 2 then fit', async () => {
    const { company, project, jobId } = await companyWithJob();
    expect((await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), await jpegs(4))).status).toBe(200);

    const put = vi.spyOn(api.files, 'put');
    const three = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), await jpegs(3));
    expect(three.status).toBe(400);
    expect(three.body.queryError).toBe(limitMessage(2));
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOfJob(jobId)).toBe(4);

    put.mockRestore();
    const two = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), await jpegs(2));
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.queryData).toHaveLength(6);
  });

  it('lets only one of two uploads at once take the last places', async () => {
    const { company, project, jobId } = await companyWithJob();
    expect((await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), await jpegs(4))).status).toBe(200);
    const [a, b] = await Promise.all([jpegs(2), jpegs(2)]);
    const results = await Promise.all([
      uploadPhotos(api, company.token, jobPhotos(project.id, jobId), a),
      uploadPhotos(api, company.token, jobPhotos(project.id, jobId), b),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.queryError).toBe(limitMessage(0));
    expect(await rowsOfJob(jobId)).toBe(6);
  });

  it('removes the files it wrote when the rows cannot be saved', async () => {
    const put = vi.spyOn(api.files, 'put');
    const photo = await processPhoto((await jpegFile()).content, 'huérfana.jpg');
    const missingProject = { projectId: 2_147_483_647, kind: 'project' as const, jobId: null };
    await expect(
      storePhotos(api.database.db, api.files, missingProject, [photo, photo], { companyId: null, userId: null }),
    ).rejects.toThrow();
    expect(put).toHaveBeenCalledTimes(4);
    for (const result of put.mock.results) {
      expect(await api.files.get(await (result.value as Promise<string>))).toBeNull();
    }
  });

  it('refuses a batch of more than six at once, even on an empty job', async () => {
    const { company, project, jobId } = await companyWithJob();
    const put = vi.spyOn(api.files, 'put');
    for (const n of [7, 9]) {
      const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), await jpegs(n));
      expect(res.status, `${n}`).toBe(400);
      expect(res.body.queryError).toBe(limitMessage(6));
    }
    const projectBatch = await uploadPhotos(api, company.token, projectPhotos(project.id), await jpegs(7));
    expect(projectBatch.status).toBe(400);
    expect(projectBatch.body.queryError).toBe(PHOTO_MSG.batchLimit);
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOfJob(jobId)).toBe(0);
  });

  it('refuses a renamed non-image, and with it the whole batch', async () => {
    const { company, project, jobId } = await companyWithJob();
    const fake: FilePart = {
      filename: 'foto.jpg',
      type: 'image/jpeg',
      content: Buffer.from('esto no es una foto, solo texto\n'),
    };
    const put = vi.spyOn(api.files, 'put');
    for (const files of [[fake], [await jpegFile(), fake]]) {
      const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), files);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal(MSG.imageType));
    }
    expect(put).not.toHaveBeenCalled();
    expect(await rowsOfJob(jobId)).toBe(0);
  });

  it('refuses bytes that start like a JPEG but are not one', async () => {
    const { company, project, jobId } = await companyWithJob();
    const broken: FilePart = {
      filename: 'roto.jpg',
      type: 'image/jpeg',
      content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    };
    const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), [broken]);
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe(MSG.imageType);
    expect(await rowsOfJob(jobId)).toBe(0);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const { company, project, jobId } = await companyWithJob();
    const big = (await jpegFile()).content;
    const content = Buffer.concat([big, Buffer.alloc(10 * 1024 * 1024 + 1 - big.length, 1)]);
    const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), [
      { filename: 'grande.jpg', type: 'image/jpeg', content },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.queryError).toBe(PHOTO_MSG.tooLarge);
    expect(await rowsOfJob(jobId)).toBe(0);
  });

  it('strips EXIF (GPS location, camera) and applies the orientation', async () => {
    const { company, project, jobId } = await companyWithJob();
    const phone = await jpegWithGps();
    const before = await sharp(phone.content).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(phone.content.includes(Buffer.from(CAMERA_MAKE))).toBe(true);

    const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), [phone]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [photo] = res.body.queryData;
    const served = await fetchFile(photo!.url, company.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const after = await sharp(served.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([30, 40]);
    expect(served.rawPayload.includes(Buffer.from(CAMERA_MAKE))).toBe(false);
    // The stored file itself, not only what is served.
    const stored = await api.files.get(photo!.name);
    expect((await sharp(stored!).metadata()).exif).toBeUndefined();

    const thumb = await fetchFile(photo!.thumbUrl!, company.token);
    expect((await sharp(thumb.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('keeps a full-size camera photo sent as it is at the long edge the app sends', async () => {
    const { company, project, jobId } = await companyWithJob();
    const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), [await jpegFile(3000, 4000)]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await api.files.get(res.body.queryData[0]!.name);
    const meta = await sharp(stored!).metadata();
    expect([meta.width, meta.height]).toEqual([PHOTO_MAX_EDGE * 0.75, PHOTO_MAX_EDGE]);
  });

  it('makes a 320 px wide WebP thumbnail, served like the photo', async () => {
    const { company, project, jobId } = await companyWithJob();
    const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), [await jpegFile(1000, 800)]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [photo] = res.body.queryData;
    const thumb = await fetchFile(photo!.thumbUrl!, company.token);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 256]);
    const full = await sharp((await fetchFile(photo!.url, company.token)).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([1000, 800]);
  });

  it("stores the project's own photos apart from its jobs' photos", async () => {
    const { company, project, jobId } = await companyWithJob();
    const res = await uploadPhotos(api, company.token, projectPhotos(project.id), await jpegs(2));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.map((p) => [p.kind, p.jobId, p.projectId])).toEqual([
      ['project', null, project.id],
      ['project', null, project.id],
    ]);
    // A jobId sent with project photos is ignored.
    const more = await uploadPhotos(
      api,
      company.token,
      { ...projectPhotos(project.id), jobId: String(jobId) },
      await jpegs(1),
    );
    expect(more.body.queryData).toHaveLength(3);
    const listed = await api.get<MediaItem[]>(`/api/media/getByProject?projectId=${project.id}`, company.token);
    expect(listed.body.queryData).toEqual(more.body.queryData);
    expect((await api.get<MediaItem[]>(`/api/media/getByJob?jobId=${jobId}`, company.token)).body.queryData).toEqual(
      [],
    );
  });

  it('answers Spanish messages for a form that says nothing usable', async () => {
    const { company, project, jobId } = await companyWithJob();
    const other = await newProject(api, company, { projectItems: [{ itemName: 'Otro' }] });
    const photo = [await jpegFile()];
    const cases: [Record<string, string>, FilePart[], string][] = [
      [{ jobId: String(jobId), isProjectItem: 'true' }, photo, PHOTO_MSG.project],
      [{ projectId: 'abc', jobId: String(jobId), isProjectItem: 'true' }, photo, PHOTO_MSG.project],
      [{ projectId: String(project.id), isProjectItem: 'true' }, photo, PHOTO_MSG.job],
      [{ projectId: String(project.id), jobId: '-1', isProjectItem: 'true' }, photo, PHOTO_MSG.job],
      [{ projectId: String(project.id), jobId: String(jobId) }, photo, PHOTO_MSG.scope],
      [jobPhotos(project.id, jobId), [], PHOTO_MSG.required],
      [jobPhotos(project.id, other.projectItems[0]!.id), photo, MSG.jobNotInProject],
    ];
    for (const [fields, files, message] of cases) {
      const res = await uploadPhotos(api, company.token, fields, files);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.queryError, JSON.stringify(fields)).toBe(message);
    }
    const json = await api.post('/api/upload/photos', jobPhotos(project.id, jobId), company.token);
    expect(json.status).toBe(400);
    expect(await rowsOfJob(jobId)).toBe(0);
  });
});
