import { describe, expect, it } from 'vitest';
import { aJob, aListedJob } from '../../test/fixtures.js';
import type { Change } from './db.js';
import { clockWithQueued, fullWithQueued, listedWithQueued, queuedPhotosOf } from './overlay.js';

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

describe('queued clock taps shown as applied', () => {
  const tap = (jobId: number, action: string, at: string, status: Change['status'] = 'pending') =>
    change({ kind: 'time.clock', path: '/time/clock', status, body: { jobId, action, at, clientRef: at } });
  const working = {
    jobId: 3,
    phase: 'working' as const,
    enRouteAt: null,
    startedAt: '2026-11-26T08:00:00.000Z',
    actions: ['END' as const],
  };

  it('walks a job through En camino and Empezar, keeping when the worker set off', () => {
    const open = clockWithQueued(
      [],
      [tap(9, 'EN_ROUTE', '2026-11-26T09:00:00.000Z'), tap(9, 'START', '2026-11-26T09:20:00.000Z')],
    );
    expect(open).toEqual([
      {
        jobId: 9,
        phase: 'working',
        enRouteAt: '2026-11-26T09:00:00.000Z',
        startedAt: '2026-11-26T09:20:00.000Z',
        actions: ['END'],
      },
    ]);
  });

  it('closes a running entry on Terminar, and leaves out refused taps and taps out of turn', () => {
    expect(clockWithQueued([working], [tap(3, 'END', '2026-11-26T12:00:00.000Z')])).toEqual([]);
    expect(clockWithQueued([working], [tap(3, 'END', '2026-11-26T12:00:00.000Z', 'refused')])).toEqual([working]);
    expect(clockWithQueued([working], [tap(3, 'EN_ROUTE', '2026-11-26T12:00:00.000Z')])).toEqual([working]);
  });
});
