import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, PHOTO_MSG, type Project } from '@obra/domain';
import { useApi } from '../../test/app.js';
import { newCompany, newProject, type CompanyAccount } from '../../test/factories.js';
import { jobPhotos, jpegFile } from '../../test/photos.js';

/**
 * Over a real socket, as a browser sends it: a refusal decided before the end of the form still
 * reaches the client, promptly, with its Spanish message (inject cannot show a stalled connection).
 */
const api = useApi();
let address: string;
let company: CompanyAccount;
let project: Project;

beforeAll(async () => {
  company = await newCompany(api);
  project = await newProject(api, company, { projectItems: [{ itemName: 'Tejas' }] });
  address = await api.app.listen({ port: 0, host: '127.0.0.1' });
});

async function send(token: string, files: Buffer[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(jobPhotos(project.id, project.projectItems[0]!.id)))
    form.append(name, value);
  files.forEach((content, i) => form.append('photos', new Blob([content], { type: 'image/jpeg' }), `foto-${i}.jpg`));
  const started = Date.now();
  const res = await fetch(`${address}/api/upload/photos`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { queryError: string | null }, ms: Date.now() - started };
}

describe('POST /api/upload/photos over HTTP', () => {
  let photo: Buffer;
  beforeAll(async () => {
    // A real JPEG with a megabyte of trailing bytes, which decoders ignore.
    photo = Buffer.concat([(await jpegFile()).content, Buffer.alloc(1024 * 1024, 1)]);
  });

  it('answers a batch past six with the limit message once the form is read', async () => {
    const res = await send(
      company.token,
      Array.from({ length: 9 }, () => photo),
    );
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe(PHOTO_MSG.jobLimit(6));
    expect(res.ms).toBeLessThan(10_000);
  });

  it('answers another company 403 without keeping its files', async () => {
    const other = await newCompany(api);
    const res = await send(
      other.token,
      Array.from({ length: 5 }, () => photo),
    );
    expect(res.status).toBe(403);
    expect(res.body.queryError).toBe(MSG.forbidden);
  });

  it('answers a photo over 10 MB with 413', async () => {
    const res = await send(company.token, [photo, Buffer.alloc(10 * 1024 * 1024 + 1, 2), photo]);
    expect(res.status).toBe(413);
    expect(res.body.queryError).toBe(PHOTO_MSG.tooLarge);
  });

  it('stops reading a form of many more files and still answers', async () => {
    // Small files: the client has sent everything before the server closes the connection.
    const small = (await jpegFile()).content;
    const res = await send(
      company.token,
      Array.from({ length: 14 }, () => small),
    );
    expect(res.status).toBe(400);
    expect(res.body.queryError).toBe(PHOTO_MSG.jobLimit(6));
  });

  it('stores a good batch, and nothing of the refused ones', async () => {
    const res = await send(company.token, [photo, photo]);
    expect(res.status).toBe(200);
    const listed = await api.get<unknown[]>(`/api/media/getByJob?jobId=${project.projectItems[0]!.id}`, company.token);
    expect(listed.body.queryData).toHaveLength(2);
  });
});
