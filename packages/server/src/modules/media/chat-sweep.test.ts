import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@obra/domain';
import { media } from '../../db/schema.js';
import { useApi } from '../../test/app.js';
import { newClient, newCompany, newProject } from '../../test/factories.js';
import { chatPhotos, jpegFile, projectPhotos, uploadPhotos } from '../../test/photos.js';
import { UNSENT_CHAT_PHOTO_WAIT_MS, sweepUnsentChatPhotos } from './service.js';

const api = useApi();

const fileName = (url: string) => url.slice('/api/files/'.length);

async function chatWorld() {
  const company = await newCompany(api);
  const client = await newClient(api, company);
  const project = await newProject(api, company, { clientId: client.id });
  const upload = async (
    fields: Record<string, string> = chatPhotos(project.id),
    token = client.token,
  ): Promise<MediaItem> => {
    const res = await uploadPhotos(api, token, fields, [await jpegFile()]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData.at(-1)!;
  };
  const send = (photo: MediaItem) =>
    api.post(
      '/api/projects/message/create',
      { projectId: project.id, messageText: '', projectMediaId: photo.id },
      client.token,
    );
  return { company, client, project, upload, send };
}

/** Moves photos back in time, as if uploaded that long ago. */
async function age(photos: MediaItem[], ms: number) {
  await api.database.db
    .update(media)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(
      inArray(
        media.id,
        photos.map((p) => p.id),
      ),
    );
}

const stored = async (photos: MediaItem[]) =>
  (
    await api.database.db
      .select({ id: media.id })
      .from(media)
      .where(
        inArray(
          media.id,
          photos.map((p) => p.id),
        ),
      )
      .orderBy(asc(media.id))
  ).map((row) => row.id);

describe('chat photos whose message was never sent', () => {
  it('are removed, row and files, by the next chat upload once they have waited an hour', async () => {
    const w = await chatWorld();
    const sent = await w.upload();
    expect((await w.send(sent)).status).toBe(200);
    const abandoned = await w.upload();
    const recent = await w.upload();
    const projectPhoto = await w.upload(projectPhotos(w.project.id), w.company.token);
    await age([sent, abandoned, projectPhoto], UNSENT_CHAT_PHOTO_WAIT_MS + 60_000);

    const next = await w.upload();

    expect(await stored([sent, abandoned, recent, projectPhoto, next])).toEqual([
      sent.id,
      recent.id,
      projectPhoto.id,
      next.id,
    ]);
    expect(await api.files.get(fileName(abandoned.url))).toBeNull();
    expect(await api.files.get(fileName(abandoned.thumbUrl!))).toBeNull();
    expect(await api.files.get(fileName(sent.url))).not.toBeNull();
    // The sent photo still shows in its message.
    const chat = await api.get<{ mediaUrl: string | null }[]>(
      `/api/projects/getProjectMessages?authType=4&projectId=${w.project.id}`,
      w.client.token,
    );
    expect(chat.body.queryData.map((m) => m.mediaUrl)).toEqual([sent.url]);
  });

  it("leave other projects' photos alone", async () => {
    const here = await chatWorld();
    const there = await chatWorld();
    const elsewhere = await there.upload();
    await age([elsewhere], UNSENT_CHAT_PHOTO_WAIT_MS * 2);
    await here.upload();
    expect(await stored([elsewhere])).toEqual([elsewhere.id]);
  });

  it('refuses a message whose photo was swept, with a 400 and nothing saved', async () => {
    const w = await chatWorld();
    const late = await w.upload();
    await age([late], UNSENT_CHAT_PHOTO_WAIT_MS + 60_000);
    expect(await sweepUnsentChatPhotos(api.database.db, api.files, w.project.id)).toBe(1);
    const res = await w.send(late);
    expect(res.status).toBe(400);
    const [row] = await api.database.db.select().from(media).where(eq(media.id, late.id));
    expect(row).toBeUndefined();
  });

  it('never leaves a message pointing at a swept photo when both happen at once', async () => {
    const w = await chatWorld();
    for (let round = 0; round < 5; round++) {
      const photo = await w.upload();
      await age([photo], UNSENT_CHAT_PHOTO_WAIT_MS + 60_000);
      const [message, swept] = await Promise.all([
        w.send(photo),
        sweepUnsentChatPhotos(api.database.db, api.files, w.project.id),
      ]);
      // Either the message won and keeps its photo, or the sweep won and the message was refused.
      if (message.status === 200) {
        expect(swept).toBe(0);
        expect(await stored([photo])).toEqual([photo.id]);
        expect(await api.files.get(fileName(photo.url))).not.toBeNull();
      } else {
        expect(message.status).toBe(400);
        expect(swept).toBe(1);
        expect(await stored([photo])).toEqual([]);
      }
    }
    const chat = await api.get<{ mediaUrl: string | null }[]>(
      `/api/projects/getProjectMessages?authType=4&projectId=${w.project.id}`,
      w.client.token,
    );
    expect(chat.body.queryData.every((m) => m.mediaUrl !== null)).toBe(true);
  });
});
