import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aJob, aListedJob, aProject } from '../../test/fixtures.js';
import { daysAfter, keepJobs, keptJobs } from './kept-jobs.js';

const ok = (data: unknown) =>
  Response.json({ querySuccess: true, queryData: data, queryError: null, nextCursor: null });

afterEach(() => vi.unstubAllGlobals());

describe('the jobs kept on the device', () => {
  it('counts days across the end of a month', () => {
    expect(daysAfter('2026-11-26', 7)).toBe('2026-12-03');
  });

  it('keeps the worker’s open jobs of the next 7 days with the full job and the photos’ thumbnails', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T18:00:00Z'), toFake: ['Date'] });
    const listed = aListedJob();
    const full = aJob({ comments: 'Traer escalera' });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      if (input.startsWith('/api/projects/getJobsByUser')) return ok([listed]);
      if (input.startsWith('/api/projects/getProjectById')) return ok(aProject({ projectItems: [full] }));
      if (input.startsWith('/api/media/getByJob')) {
        return ok([{ id: 9, url: '/api/files/a.jpg', thumbUrl: '/api/files/a.webp', originalName: 'tejado.jpg' }]);
      }
      if (input === '/api/files/a.webp') return new Response('webp', { headers: { 'content-type': 'image/webp' } });
      return new Response(null, { status: 404 });
    });

    await keepJobs(new QueryClient(), 'u5', 5, 'America/Denver');
    vi.useRealTimers();

    const jobsAsked = new URL(asked[0]!, 'http://x').searchParams;
    expect(Object.fromEntries(jobsAsked)).toMatchObject({
      userId: '5',
      to: '2026-12-03',
      status: 'PENDING,SCHEDULED,UPDATED',
    });
    const [kept, ...rest] = await keptJobs('u5');
    expect(rest).toEqual([]);
    expect(kept!.listed).toEqual(listed);
    expect(kept!.full).toMatchObject({ id: full.id, comments: 'Traer escalera' });
    expect(kept!.photos).toHaveLength(1);
    expect(kept!.photos[0]).toMatchObject({ id: 9, name: 'tejado.jpg' });
    // Another account keeps nothing of this one's.
    expect(await keptJobs('u6')).toEqual([]);
  });
});
