import { QueryClient } from '@tanstack/react-query';
import type { ListedJob, Project } from '@obra/domain';
import { describe, expect, it } from 'vitest';
import { aJob, aListedJob, aProject } from '../test/fixtures.js';
import { apiError } from './api.js';
import { clearUnread, countUnread, dropProject, patchProject, refreshProject } from './project-patches.js';

const older = aProject({ name: 'Techo viejo' });
const other = aProject({ id: 4, name: 'Otro', projectItems: [] });
const newer = aProject({
  name: 'Techo nuevo',
  projectItems: [aJob({ itemStatus: 'UPDATED', comments: 'Nuevo' })],
});
const listed = aListedJob();
const otherListed = aListedJob({ id: 8, proid: 4 });

/** A paged list as the infinite queries keep it: two pages, rows under `items`, more to come. */
const paged = <T>(first: T[], second: T[], nextCursor: string | null = 'c2') => ({
  pages: [
    { items: first, nextCursor: 'c1' },
    { items: second, nextCursor },
  ],
  pageParams: [[], ['c1']],
});

function cache() {
  const client = new QueryClient();
  // Project lists come newest first, jobs lists by start date, as the server reads them.
  client.setQueryData(['projects', 'company:1'], [other, older]);
  client.setQueryData(['projects', 'company:1', { status: OPEN }], paged([other], [older]));
  client.setQueryData(['projects', 'user:9'], {
    pages: [{ queryData: [older], nextCursor: null }],
    pageParams: [[]],
  });
  client.setQueryData(['projects', 'byId', 3], older);
  client.setQueryData(['projects', 'jobs', 'company:1'], [listed, otherListed]);
  client.setQueryData(['projects', 'jobs', 'user:5'], paged([listed], [otherListed]));
  client.setQueryData(['projects', 'invoices', 3], []);
  return client;
}

const data = <T>(client: QueryClient, key: unknown[]) => client.getQueryData<T>(key);
const OPEN = 'CLIENT_APPROVAL,IN_PROGRESS';
type Paged<T> = { pages: { items?: T[]; queryData?: T[] }[] };

describe('patching a project read again into the cache', () => {
  it('replaces it by id in plain lists, in every page of paged lists, in its own query and in the jobs lists', () => {
    const client = cache();
    patchProject(client, newer);
    expect(data(client, ['projects', 'company:1'])).toEqual([other, newer]);
    const open = data<Paged<Project>>(client, ['projects', 'company:1', { status: OPEN }])!;
    expect(open.pages.map((p) => p.items)).toEqual([[other], [newer]]);
    const mine = data<Paged<Project>>(client, ['projects', 'user:9'])!;
    expect(mine.pages[0]!.queryData).toEqual([newer]);
    expect(data(client, ['projects', 'byId', 3])).toEqual(newer);
    const jobs = data<ListedJob[]>(client, ['projects', 'jobs', 'company:1'])!;
    expect(jobs[0]).toMatchObject({ id: 7, status: 'UPDATED', details: 'Nuevo', projectName: 'Techo nuevo' });
    expect(jobs[1]).toEqual(otherListed);
    const held = data<Paged<ListedJob>>(client, ['projects', 'jobs', 'user:5'])!;
    expect(held.pages[0]!.items![0]).toMatchObject({ id: 7, status: 'UPDATED' });
    expect(data(client, ['projects', 'invoices', 3])).toEqual([]);
    // Every list held the project: nothing is marked to be read again.
    const stale = client.getQueryCache().findAll({ predicate: (q) => q.isStale() && q.state.isInvalidated });
    expect(stale).toEqual([]);
  });

  it("takes a job off a person's list once it is completed or no longer theirs", () => {
    const client = cache();
    patchProject(client, aProject({ projectItems: [aJob({ itemStatus: 'COMPLETED' })] }));
    expect(data<Paged<ListedJob>>(client, ['projects', 'jobs', 'user:5'])!.pages[0]!.items).toEqual([]);
    // The company's list keeps completed jobs.
    expect(data<ListedJob[]>(client, ['projects', 'jobs', 'company:1'])![0]!.status).toBe('COMPLETED');
  });

  it('moves a project into and out of filtered lists at its place, reading no list again', () => {
    const client = cache();
    const closed = ['projects', 'company:1', { status: 'COMPLETED,REJECTED' }];
    client.setQueryData(closed, {
      pages: [{ items: [aProject({ id: 5, status: 'COMPLETED' })], nextCursor: null }],
      pageParams: [[]],
    });
    patchProject(client, { ...older, status: 'COMPLETED' });
    // Out of the open projects, into the closed ones after the newer project 5.
    expect(data<Paged<Project>>(client, ['projects', 'company:1', { status: OPEN }])!.pages[1]!.items).toEqual([]);
    expect(data<Paged<Project>>(client, closed)!.pages[0]!.items!.map((p) => p.id)).toEqual([5, 3]);

    // A new project's place in a list read only in part lies on a page not read yet: left for it.
    const added = aProject({ id: 1, projectItems: [aJob({ id: 30, projectId: 1, itemStartDate: '2026-12-24' })] });
    patchProject(client, added);
    const open = data<Paged<Project>>(client, ['projects', 'company:1', { status: OPEN }])!;
    expect(open.pages.flatMap((p) => p.items!).map((p) => p.id)).toEqual([4]);
    // A whole list takes it at its place, and its job joins the company's jobs by date.
    expect(data<Project[]>(client, ['projects', 'company:1'])!.map((p) => p.id)).toEqual([4, 3, 1]);
    expect(data<ListedJob[]>(client, ['projects', 'jobs', 'company:1'])!.map((j) => j.id)).toEqual([7, 8, 30]);
    const invalidated = client.getQueryCache().findAll({ predicate: (q) => q.state.isInvalidated });
    expect(invalidated.map((q) => q.queryKey[1])).toEqual([]);
  });

  it('keeps by id a project that left a list read only in part, for a screen still showing it', () => {
    const client = cache();
    // The open list holds project 4 on its first page and more pages are unread; project 3 moves past them.
    const moved = aProject({ id: 1, name: 'Movido' });
    patchProject(client, moved);
    expect(
      data<Paged<Project>>(client, ['projects', 'company:1', { status: OPEN }])!
        .pages.flatMap((p) => p.items!)
        .map((p) => p.id),
    ).not.toContain(1);
    expect(data<Project>(client, ['projects', 'byId', 1])).toEqual(moved);
  });

  it("moves a job into and out of a day's list as its dates change", () => {
    const client = cache();
    const today = ['projects', 'jobs', 'company:1', { from: '2026-12-01', to: '2026-12-01' }];
    client.setQueryData(today, { pages: [{ items: [], nextCursor: null }], pageParams: [[]] });
    const moved = aProject({ projectItems: [aJob({ itemStartDate: '2026-12-01', itemEndDate: '2026-12-01' })] });
    patchProject(client, moved);
    expect(data<Paged<ListedJob>>(client, today)!.pages[0]!.items!.map((j) => j.id)).toEqual([7]);
    patchProject(
      client,
      aProject({ projectItems: [aJob({ itemStartDate: '2026-12-02', itemEndDate: '2026-12-03' })] }),
    );
    expect(data<Paged<ListedJob>>(client, today)!.pages[0]!.items).toEqual([]);
  });

  it("reads the dashboard's figures again only when what they count changed", () => {
    const client = cache();
    client.setQueryData(['projects', 'summary', 'company:1'], { activeProjects: 2 });
    const summary = () => client.getQueryCache().find({ queryKey: ['projects', 'summary', 'company:1'] })!;
    patchProject(client, {
      ...older,
      name: 'Otro nombre',
      projectItems: [{ ...older.projectItems[0]!, comments: 'x' }],
    });
    expect(summary().state.isInvalidated).toBe(false);
    patchProject(client, { ...older, status: 'COMPLETED' });
    expect(summary().state.isInvalidated).toBe(true);
  });
});

describe('dropping a project', () => {
  it('takes it and its jobs out of every list, plain and paged', () => {
    const client = cache();
    dropProject(client, 3);
    expect(data(client, ['projects', 'company:1'])).toEqual([other]);
    expect(data<Paged<Project>>(client, ['projects', 'company:1', { status: OPEN }])!.pages[1]!.items).toEqual([]);
    expect(data<Paged<Project>>(client, ['projects', 'user:9'])!.pages[0]!.queryData).toEqual([]);
    expect(data(client, ['projects', 'jobs', 'company:1'])).toEqual([otherListed]);
    expect(data<Paged<ListedJob>>(client, ['projects', 'jobs', 'user:5'])!.pages.map((p) => p.items)).toEqual([
      [],
      [otherListed],
    ]);
  });

  it('is what a read refused with 403 does; another failure leaves the lists as they are', async () => {
    const client = cache();
    await refreshProject(client, 3, () => Promise.reject(apiError(403, 'FORBIDDEN')));
    expect(data(client, ['projects', 'company:1'])).toEqual([other]);

    const kept = cache();
    await refreshProject(kept, 3, () => Promise.reject(apiError(null, 'SERVER_ERROR')));
    expect(data(kept, ['projects', 'company:1'])).toEqual([other, older]);

    const read = cache();
    await refreshProject(read, 3, (id) => Promise.resolve({ ...newer, id }));
    expect(data(read, ['projects', 'company:1'])).toEqual([other, newer]);
  });
});

describe('unread chat messages', () => {
  it("counts a message from the other side of the project's chat, on that project only", () => {
    const client = cache();
    countUnread(client, { projectId: 3, messageOrigin: 4 }, { id: 1, isCompany: true });
    expect(data<Project[]>(client, ['projects', 'company:1'])!.map((p) => p.unreadMessages)).toEqual([0, 1]);
    // The company's own message is not unread to the company; it is to the client (user 9).
    countUnread(client, { projectId: 3, messageOrigin: 1 }, { id: 1, isCompany: true });
    expect(data<Project>(client, ['projects', 'byId', 3])!.unreadMessages).toBe(1);
    countUnread(client, { projectId: 3, messageOrigin: 1 }, { id: 9, isCompany: false });
    expect(data<Project>(client, ['projects', 'byId', 3])!.unreadMessages).toBe(2);
    clearUnread(client, 3);
    expect(data<Project[]>(client, ['projects', 'company:1'])![1]!.unreadMessages).toBe(0);
  });
});
