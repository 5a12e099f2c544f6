import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MSG, MSG, PHOTO_MSG, type MediaItem, type Project } from '@obra/domain';
import { media } from '../../db/schema.js';
import type { ServerEvent } from '../../realtime/events.js';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
  newAdmin,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from '../../test/factories.js';
import { chatPhotos, jobPhotos, jpegFile, projectPhotos, uploadPhotos } from '../../test/photos.js';

const api = useApi();
const REFUSED = refusal(MSG.forbidden);

interface Setup {
  company: CompanyAccount;
  admin: Account;
  worker: Account;
  otherWorker: Account;
  client: Account;
  project: Project;
  /** Assigned to `worker`. */
  jobId: number;
  /** Assigned to `otherWorker`. */
  otherJobId: number;
}

async function setup(): Promise<Setup> {
  const company = await newCompany(api);
  const admin = await newAdmin(api, company);
  const worker = await newEmployee(api, company);
  const otherWorker = await newEmployee(api, company);
  const client = await newClient(api, company);
  const project = await newProject(api, company, {
    clientId: client.id,
    projectItems: [
      { itemName: 'Tejas', assignee: assigneeOf(worker) },
      { itemName: 'Canaletas', assignee: assigneeOf(otherWorker) },
    ],
  });
  return {
    company,
    admin,
    worker,
    otherWorker,
    client,
    project,
    jobId: project.projectItems[0]!.id,
    otherJobId: project.projectItems[1]!.id,
  };
}

async function upload(token: string, fields: Record<string, string>): Promise<MediaItem> {
  const res = await uploadPhotos(api, token, fields, [await jpegFile()]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.at(-1)!;
}

const fileStatus = async (url: string, token: string) =>
  (await api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode;
const thumbName = (photo: MediaItem) => photo.thumbUrl!.slice('/api/files/'.length);

describe('who uploads photos', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup();
  });

  it('the assigned worker uploads to their job, not to another job of the project or of another project', async () => {
    const photo = await upload(s.worker.token, jobPhotos(s.project.id, s.jobId));
    expect(photo.jobId).toBe(s.jobId);

    const elsewhere = await newProject(api, s.company, { projectItems: [{ itemName: 'Ajena' }] });
    for (const fields of [
      jobPhotos(s.project.id, s.otherJobId),
      jobPhotos(elsewhere.id, elsewhere.projectItems[0]!.id),
      projectPhotos(s.project.id),
    ]) {
      const res = await uploadPhotos(api, s.worker.token, fields, [await jpegFile()]);
      expect(res.status, JSON.stringify(fields)).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
  });

  it('the owner side (company, admin, a contractor on their own company) uploads to any of its jobs', async () => {
    await upload(s.company.token, jobPhotos(s.project.id, s.otherJobId));
    await upload(s.admin.token, jobPhotos(s.project.id, s.otherJobId));
    await upload(s.admin.token, projectPhotos(s.project.id));
    const contractor = await newContractor(api, null);
    const own = await newProject(api, contractor, { projectItems: [{ itemName: 'Propio' }] });
    await upload(contractor.token, jobPhotos(own.id, own.projectItems[0]!.id));
    await upload(contractor.token, projectPhotos(own.id));
  });

  it('refuses the client, another company and its people', async () => {
    const other = await newCompany(api);
    const outsider = await newEmployee(api, other);
    const callers = [s.client, other, outsider];
    for (const who of callers) {
      for (const fields of [jobPhotos(s.project.id, s.jobId), projectPhotos(s.project.id)]) {
        const res = await uploadPhotos(api, who.token, fields, [await jpegFile()]);
        expect(res.status, who.username).toBe(403);
        expect(res.body).toEqual(REFUSED);
      }
    }
    // Another company's job named with its own project: refused, not a hint that the job exists elsewhere.
    const theirs = await newProject(api, other);
    const mixed = await uploadPhotos(api, other.token, jobPhotos(theirs.id, s.jobId), [await jpegFile()]);
    expect(mixed.status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const res = await uploadPhotos(api, undefined, jobPhotos(s.project.id, s.jobId), [await jpegFile()]);
    expect(res.status).toBe(401);
  });
});

describe('who sees photos', () => {
  let s: Setup;
  let jobPhoto: MediaItem;
  let otherJobPhoto: MediaItem;
  let projectPhoto: MediaItem;
  beforeAll(async () => {
    s = await setup();
    jobPhoto = await upload(s.worker.token, jobPhotos(s.project.id, s.jobId));
    otherJobPhoto = await upload(s.company.token, jobPhotos(s.project.id, s.otherJobId));
    projectPhoto = await upload(s.company.token, projectPhotos(s.project.id));
  });

  it("shows a job's photos and files to the owner side, the client and the job's worker", async () => {
    for (const who of [s.company, s.admin, s.client, s.worker]) {
      const res = await api.get<MediaItem[]>(`/api/media/getByJob?jobId=${s.jobId}`, who.token);
      expect(res.status, who.username).toBe(200);
      expect(res.body.queryData).toEqual([jobPhoto]);
      expect(await fileStatus(jobPhoto.url, who.token), who.username).toBe(200);
      expect(await fileStatus(jobPhoto.thumbUrl!, who.token), who.username).toBe(200);
    }
  });

  it("keeps a worker to their own job's photos, and shows them the project's photos", async () => {
    const res = await api.get(`/api/media/getByJob?jobId=${s.otherJobId}`, s.worker.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect(await fileStatus(otherJobPhoto.url, s.worker.token)).toBe(403);
    expect(await fileStatus(otherJobPhoto.thumbUrl!, s.worker.token)).toBe(403);
    const project = await api.get<MediaItem[]>(`/api/media/getByProject?projectId=${s.project.id}`, s.worker.token);
    expect(project.body.queryData).toEqual([projectPhoto]);
    expect(await fileStatus(projectPhoto.url, s.worker.token)).toBe(200);
  });

  it("refuses another tenant's photos everywhere: files, lists and delete (403), deleting nothing", async () => {
    const other = await newCompany(api);
    const outsiders = [
      other,
      await newEmployee(api, other),
      await newClient(api, other),
      await newClient(api, s.company),
    ];
    for (const who of outsiders) {
      for (const url of [`/api/media/getByJob?jobId=${s.jobId}`, `/api/media/getByProject?projectId=${s.project.id}`]) {
        const res = await api.get(url, who.token);
        expect(res.status, `${who.username} ${url}`).toBe(403);
        expect(res.body).toEqual(REFUSED);
      }
      for (const photo of [jobPhoto, projectPhoto]) {
        for (const url of [photo.url, photo.thumbUrl!]) {
          const res = await api.get(url, who.token);
          expect(res.status, `${who.username} ${url}`).toBe(403);
          expect(res.body).toEqual(REFUSED);
        }
        const del = await api.put('/api/media/delete', { mediaId: photo.id }, who.token);
        expect(del.status, who.username).toBe(403);
        expect(del.body).toEqual(REFUSED);
      }
    }
    const still = await api.get<MediaItem[]>(`/api/media/getByJob?jobId=${s.jobId}`, s.company.token);
    expect(still.body.queryData).toEqual([jobPhoto]);
    expect(await api.files.get(jobPhoto.name)).not.toBeNull();
    expect(await api.files.get(thumbName(jobPhoto))).not.toBeNull();
  });

  it('refuses ids that do not exist like foreign ones', async () => {
    for (const url of ['/api/media/getByJob?jobId=2147483647', '/api/media/getByProject?projectId=2147483647']) {
      expect((await api.get(url, s.company.token)).status).toBe(403);
    }
    expect((await api.put('/api/media/delete', { mediaId: 2147483647 }, s.company.token)).status).toBe(403);
    expect((await api.get('/api/media/getByJob?jobId=abc', s.company.token)).body.queryError).toBe(PHOTO_MSG.job);
  });
});

describe('PUT /api/media/delete', () => {
  it('lets the owner side delete any photo, removing its files, and answers what is left', async () => {
    const s = await setup();
    const first = await upload(s.worker.token, jobPhotos(s.project.id, s.jobId));
    const second = await upload(s.company.token, jobPhotos(s.project.id, s.jobId));
    const res = await api.put<MediaItem[]>('/api/media/delete', { mediaId: first.id }, s.admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toEqual([second]);
    expect(await api.files.get(first.name)).toBeNull();
    expect(await api.files.get(thumbName(first))).toBeNull();
    expect(await fileStatus(first.url, s.company.token)).toBe(403);
    expect(await api.files.get(second.name)).not.toBeNull();
  });

  it("lets a worker delete what they uploaded to the job they hold, never the company's photos", async () => {
    const s = await setup();
    const theirs = await upload(s.worker.token, jobPhotos(s.project.id, s.jobId));
    const company = await upload(s.company.token, jobPhotos(s.project.id, s.jobId));
    const refused = await api.put('/api/media/delete', { mediaId: company.id }, s.worker.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(REFUSED);
    const other = await api.put('/api/media/delete', { mediaId: theirs.id }, s.otherWorker.token);
    expect(other.status).toBe(403);
    expect((await api.put('/api/media/delete', { mediaId: theirs.id }, s.client.token)).status).toBe(403);

    const res = await api.put<MediaItem[]>('/api/media/delete', { mediaId: theirs.id }, s.worker.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData).toEqual([company]);
  });

  it('stops a worker taken off the job from deleting or adding its photos', async () => {
    const s = await setup();
    const theirs = await upload(s.worker.token, jobPhotos(s.project.id, s.jobId));
    const reassign = await api.post(
      '/api/projects/updateJob',
      { id: s.jobId, projectId: s.project.id, itemName: 'Tejas', assignee: assigneeOf(s.otherWorker) },
      s.company.token,
    );
    expect(reassign.status, JSON.stringify(reassign.body)).toBe(200);
    expect((await api.put('/api/media/delete', { mediaId: theirs.id }, s.worker.token)).status).toBe(403);
    const again = await uploadPhotos(api, s.worker.token, jobPhotos(s.project.id, s.jobId), [await jpegFile()]);
    expect(again.status).toBe(403);
    expect(await fileStatus(theirs.url, s.worker.token)).toBe(403);
    // The new worker sees it; the company still may delete it.
    expect(await fileStatus(theirs.url, s.otherWorker.token)).toBe(200);
    expect((await api.put('/api/media/delete', { mediaId: theirs.id }, s.company.token)).status).toBe(200);
  });

  it('announces the change of a project to its parties after the upload and the delete', async () => {
    const s = await setup();
    const seen: ServerEvent[] = [];
    const stop = api.app.deps.events.subscribe((events) => void seen.push(...events));
    try {
      const photo = await upload(s.worker.token, jobPhotos(s.project.id, s.jobId));
      expect(seen).toContainEqual(expect.objectContaining({ type: 'project update', projectId: s.project.id }));
      seen.length = 0;
      await api.put('/api/media/delete', { mediaId: photo.id }, s.company.token);
      expect(seen).toContainEqual(expect.objectContaining({ type: 'project update', projectId: s.project.id }));
      seen.length = 0;
      await uploadPhotos(api, s.client.token, jobPhotos(s.project.id, s.jobId), [await jpegFile()]);
      expect(seen).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('chat photos (isChatItem)', () => {
  it('lets both sides of the chat upload one, answering only what was stored, seen by the two sides alone', async () => {
    const s = await setup();
    const fromClient = await uploadPhotos(api, s.client.token, chatPhotos(s.project.id), [
      await jpegFile(40, 30, 'techo.jpg'),
    ]);
    expect(fromClient.status, JSON.stringify(fromClient.body)).toBe(200);
    expect(fromClient.body.queryData).toHaveLength(1);
    const photo = fromClient.body.queryData[0]!;
    expect(photo).toMatchObject({ kind: 'chat', jobId: null, projectId: s.project.id, originalName: 'techo.jpg' });

    const fromCompany = await uploadPhotos(api, s.company.token, chatPhotos(s.project.id), [await jpegFile()]);
    expect(fromCompany.body.queryData.map((p) => p.id)).not.toContain(photo.id);

    expect(await fileStatus(photo.url, s.company.token)).toBe(200);
    expect(await fileStatus(photo.thumbUrl!, s.client.token)).toBe(200);
    expect(await fileStatus(photo.url, s.worker.token)).toBe(403);
    expect(await fileStatus(photo.url, (await newCompany(api)).token)).toBe(403);
    // Chat photos are in neither list, and are not deleted on their own.
    expect(
      (await api.get<MediaItem[]>(`/api/media/getByProject?projectId=${s.project.id}`, s.company.token)).body.queryData,
    ).toEqual([]);
    const owner = await api.put('/api/media/delete', { mediaId: photo.id }, s.company.token);
    expect(owner.status).toBe(400);
    expect(owner.body.queryError).toBe(PHOTO_MSG.chatPhoto);
    expect((await api.put('/api/media/delete', { mediaId: photo.id }, s.client.token)).status).toBe(403);
  });

  it('refuses workers, strangers, a non-image, a project without a client and a form that is both job and chat', async () => {
    const s = await setup();
    const jpeg = [await jpegFile()];
    expect((await uploadPhotos(api, s.worker.token, chatPhotos(s.project.id), jpeg)).body).toEqual(REFUSED);
    const stranger = await newClient(api, await newCompany(api));
    expect((await uploadPhotos(api, stranger.token, chatPhotos(s.project.id), jpeg)).body).toEqual(REFUSED);

    const notImage = await uploadPhotos(api, s.client.token, chatPhotos(s.project.id), [
      { filename: 'techo.jpg', type: 'image/jpeg', content: Buffer.from('texto') },
    ]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.queryError).toBe(MSG.imageType);

    const alone = await newProject(api, s.company);
    const noClient = await uploadPhotos(api, s.company.token, chatPhotos(alone.id), jpeg);
    expect(noClient.status).toBe(400);
    expect(noClient.body.queryError).toBe(CHAT_MSG.noClient);

    const both = await uploadPhotos(
      api,
      s.company.token,
      { ...jobPhotos(s.project.id, s.jobId), isChatItem: 'true' },
      jpeg,
    );
    expect(both.status).toBe(400);
    expect(both.body.queryError).toBe(PHOTO_MSG.scope);
    const stored = await api.database.db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.projectId, [s.project.id, alone.id]));
    expect(stored).toEqual([]);
  });
});
