import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@obra/domain';
import { media } from '../../db/schema.js';
import { useApi } from '../../test/app.js';
import { newCompany, newProject } from '../../test/factories.js';
import { jobPhotos, jpegFile, photoForm } from '../../test/photos.js';

const api = useApi();

/** The photos of a job as a phone's outbox sends them (issue 13): a form built anew each try, named by one key. */
async function sendNamed(token: string, key: string, projectId: number, jobId: number) {
  const { payload, headers } = photoForm(jobPhotos(projectId, jobId), [await jpegFile(40, 30, 'obra.jpg')]);
  return api.request<MediaItem[]>({
    method: 'POST',
    url: '/api/upload/photos',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, 'idempotency-key': key },
  });
}

describe('photos sent again from a phone’s outbox', () => {
  it('are stored once, and the repeat gets the first answer', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, { projectItems: [{ itemName: 'Tejas', itemPrice: 500 }] });
    const jobId = project.projectItems[0]!.id;

    // Each try's form has its own multipart boundary, as the browser's FormData makes it.
    const first = await sendNamed(company.token, '5f0c1c2e-6a8e-4c39-9d0a-2b1e3f4a5b6c', project.id, jobId);
    const again = await sendNamed(company.token, '5f0c1c2e-6a8e-4c39-9d0a-2b1e3f4a5b6c', project.id, jobId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);

    const [row] = await api.database.db
      .select({ n: count() })
      .from(media)
      .where(and(eq(media.kind, 'job'), eq(media.jobId, jobId)));
    expect(row!.n).toBe(1);
  });
});
