import { describe, expect, it } from 'vitest';
import { aJob, aListedJob } from '../../test/fixtures.js';
import type { Change } from './db.js';
import { fullWithQueued, listedWithQueued, queuedPhotosOf } from './overlay.js';

const change = (over: Partial<Change>): Change => ({
  id: 'x',
  owner: 'u5',
  kind: 'job.update',
  label: '',
  path: '/projects/updateJob',
  body: {},
  createdAt: '2026-11-26T10:00:00.000Z',
  status: 'pending',
  ...over,
});

describe('queued changes shown as applied', () => {
  const listed = aListedJob({ id: 7, details: 'Antes' });

  it('lays the latest pending save of a job over the list and the full job, not a refused one', () => {
    const changes = [
      change({ body: { id: 7, itemStatus: 'UPDATED', comments: 'Primero' } }),
      change({ body: { id: 7, itemStatus: 'COMPLETED', comments: 'Después' } }),
      change({ status: 'refused', body: { id: 7, comments: 'Rechazado' } }),
    ];
    expect(listedWithQueued([listed], changes)[0]).toMatchObject({ status: 'COMPLETED', details: 'Después' });
    expect(fullWithQueued(aJob({ id: 7 }), changes)).toMatchObject({ itemStatus: 'COMPLETED', comments: 'Después' });
    expect(listedWithQueued([listed], [changes[2]!])[0]).toEqual(listed);
  });

  it('counts the photos still waiting for a job', () => {
    const blob = new Blob(['x']);
    const photos = queuedPhotosOf(
      [
        change({ kind: 'job.photos', body: { jobId: 7 }, photos: [{ name: 'a.jpg', blob }] }),
        change({ kind: 'job.photos', body: { jobId: 8 }, photos: [{ name: 'b.jpg', blob }] }),
        change({ kind: 'job.photos', body: { jobId: 7 }, photos: [{ name: 'c.jpg', blob }], status: 'refused' }),
      ],
      7,
    );
    expect(photos.map((photo) => photo.name)).toEqual(['a.jpg']);
  });
});
