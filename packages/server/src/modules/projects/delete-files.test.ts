import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { startSmtpServer, type TestSmtp } from '../../test/smtp.js';
import { useApi } from '../../test/app.js';
import { newClient, newCompany, newProject } from '../../test/factories.js';
import { jobPhotos, jpegFile, projectPhotos, uploadPhotos } from '../../test/photos.js';

const overrides: Partial<Config> = {};
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  overrides.smtpUrl = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});
const api = useApi(overrides);

interface Photo {
  name: string;
  thumbUrl: string | null;
}
const thumbOf = (p: Photo) => p.thumbUrl!.slice(p.thumbUrl!.lastIndexOf('/') + 1);

describe('deleting removes the stored files with the rows', () => {
  it("removes a deleted job's photos and thumbnails, and nothing else", async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, { projectItems: [{ itemName: 'Quitar' }, { itemName: 'Poner' }] });
    const [gone, kept] = project.projectItems;
    const upload = async (jobId: number) => {
      const res = await uploadPhotos(api, company.token, jobPhotos(project.id, jobId), [await jpegFile()]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.queryData as Photo[])[0]!;
    };
    const goner = await upload(gone!.id);
    const keeper = await upload(kept!.id);
    expect(await api.files.get(goner.name)).not.toBeNull();

    const res = await api.post('/api/projects/job/delete', { jobId: gone!.id, projectId: project.id }, company.token);
    expect(res.status).toBe(200);
    expect(await api.files.get(goner.name)).toBeNull();
    expect(await api.files.get(thumbOf(goner))).toBeNull();
    expect(await api.files.get(keeper.name)).not.toBeNull();
  });

  it("removes a deleted project's photos and invoice PDFs", async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const project = await newProject(api, company, {
      clientId: client.id,
      projectItems: [{ itemName: 'Pintar', itemPrice: 300 }],
    });
    const photo = (await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile()])).body
      .queryData as Photo[];
    const invoice = await api.post('/api/projects/invoice', { projectId: project.id }, company.token);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    const listed = await api.get<{ url: string }[]>(`/api/projects/invoices?projectId=${project.id}`, company.token);
    const pdf = listed.body.queryData[0]!.url.split('/').pop()!;
    expect(await api.files.get(pdf)).not.toBeNull();

    expect((await api.post('/api/projects/delete', { projectId: project.id }, company.token)).status).toBe(200);
    expect(await api.files.get(photo[0]!.name)).toBeNull();
    expect(await api.files.get(thumbOf(photo[0]!))).toBeNull();
    expect(await api.files.get(pdf)).toBeNull();
  });

  it('keeps every file when the deletion is refused', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const project = await newProject(api, company, { projectItems: [{ itemName: 'Techo' }] });
    const [photo] = (
      await uploadPhotos(api, company.token, jobPhotos(project.id, project.projectItems[0]!.id), [await jpegFile()])
    ).body.queryData as Photo[];
    expect((await api.post('/api/projects/delete', { projectId: project.id }, other.token)).status).toBe(403);
    expect(await api.files.get(photo!.name)).not.toBeNull();
  });
});
