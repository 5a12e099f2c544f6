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
  client.setQueryData(['projects', 'company:1'], [older, other]);
  client.setQueryData(['projects', 'company:1', { status: 'open' }], paged([other], [older]));
  client.setQueryData(['projects', 'user:9'], {
    pages: [{ queryData: [older], nextCursor: null }],
    pageParams: [[]],
  });
  client.setQueryData(['projects', 'byId', 3], older);
  client.setQueryData(['projects', 'jobs', 'company:1'], [listed, otherListed]);
  client.setQueryData(['projects', 'jobs', 'user:5'], paged([otherListed], [listed]));
  client.setQueryData(['projects', 'invoices', 3], []);
  return client;
}

const data = <T>(client: QueryClient, key: unknown[]) => client.getQueryData<T>(key);
type Paged<T> = { pages: { items?: T[]; queryData?: T[] }[] };

describe('patching a project read again into the cache', () => {
  it('replaces it by id in plain lists, in every page of paged lists, in its own query and in the jobs lists', () => {
    const client = cache();
    patchProject(client, newer);
    expect(data(client, ['projects', 'company:1'])).toEqual([newer, other]);
    const open = data<Paged<Project>>(client, ['projects', 'company:1', { status: 'open' }])!;
    expect(open.pages.map((p) => p.items)).toEqual([[other], [newer]]);
    const mine = data<Paged<Project>>(client, ['projects', 'user:9'])!;
    expect(mine.pages[0]!.queryData).toEqual([newer]);
    expect(data(client, ['projects', 'byId', 3])).toEqual(newer);
    const jobs = data<ListedJob[]>(client, ['projects', 'jobs', 'company:1'])!;
    expect(jobs[0]).toMatchObject({ id: 7, status: 'UPDATED', details: 'Nuevo', projectName: 'Techo nuevo' });
    expect(jobs[1]).toEqual(otherListed);
    const held = data<Paged<ListedJob>>(client, ['projects', 'jobs', 'user:5'])!;
    expect(held.pages[1]!.items![0]).toMatchObject({ id: 7, status: 'UPDATED' });
    expect(data(client, ['projects', 'invoices', 3])).toEqual([]);
    // Every list held the project: nothing is marked to be read again.
    const stale = client.getQueryCache().findAll({ predicate: (q) => q.isStale() && q.state.isInvalidated });
    expect(stale).toEqual([]);
  });

  it("takes a job off a person's list once it is completed or no longer theirs", () => {
    const client = cache();
    patchProject(client, aProject({ projectItems: [aJob({ itemStatus: 'COMPLETED' })] }));
    expect(data<Paged<ListedJob>>(client, ['projects', 'jobs', 'user:5'])!.pages[1]!.items).toEqual([]);
    // The company's list keeps completed jobs.
    expect(data<ListedJob[]>(client, ['projects', 'jobs', 'company:1'])![0]!.status).toBe('COMPLETED');
  });

  it('reads a whole list again when it lacks the project, and only marks stale a list with pages not read', () => {
    const client = cache();
    const added = aProject({ id: 12, projectItems: [aJob({ id: 30, projectId: 12 })] });
    patchProject(client, added);
    const invalidated = (key: unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })!.state.isInvalidated;
    expect(invalidated(['projects', 'company:1'])).toBe(true);
    expect(invalidated(['projects', 'user:9'])).toBe(true);
    expect(invalidated(['projects', 'company:1', { status: 'open' }])).toBe(true);
    expect(invalidated(['projects', 'jobs', 'company:1'])).toBe(true);
    expect(invalidated(['projects', 'byId', 3])).toBe(false);
    // Nothing was put in a list: the server says where it goes.
    expect(data<Project[]>(client, ['projects', 'company:1'])).toEqual([older, other]);
  });
});

describe('dropping a project', () => {
  it('takes it and its jobs out of every list, plain and paged', () => {
    const client = cache();
    dropProject(client, 3);
    expect(data(client, ['projects', 'company:1'])).toEqual([other]);
    expect(data<Paged<Project>>(client, ['projects', 'company:1', { status: 'open' }])!.pages[1]!.items).toEqual([]);
    expect(data<Paged<Project>>(client, ['projects', 'user:9'])!.pages[0]!.queryData).toEqual([]);
    expect(data(client, ['projects', 'jobs', 'company:1'])).toEqual([otherListed]);
    expect(data<Paged<ListedJob>>(client, ['projects', 'jobs', 'user:5'])!.pages.map((p) => p.items)).toEqual([
      [otherListed],
      [],
    ]);
  });

  it('is what a read refused with 403 does; another failure leaves the lists as they are', async () => {
    const client = cache();
    await refreshProject(client, 3, () => Promise.reject(apiError(403, { code: 'FORBIDDEN' })));
    expect(data(client, ['projects', 'company:1'])).toEqual([other]);

    const kept = cache();
    await refreshProject(kept, 3, () => Promise.reject(apiError(null, { code: 'SERVER_ERROR' })));
    expect(data(kept, ['projects', 'company:1'])).toEqual([older, other]);

    const read = cache();
    await refreshProject(read, 3, (id) => Promise.resolve({ ...newer, id }));
    expect(data(read, ['projects', 'company:1'])).toEqual([newer, other]);
  });
});

describe('unread chat messages', () => {
  it("counts a message from the other side of the project's chat, on that project only", () => {
    const client = cache();
    countUnread(client, { projectId: 3, messageOrigin: 4 }, { id: 1, isCompany: true });
    expect(data<Project[]>(client, ['projects', 'company:1'])!.map((p) => p.unreadMessages)).toEqual([1, 0]);
    // The company's own message is not unread to the company; it is to the client (user 9).
    countUnread(client, { projectId: 3, messageOrigin: 1 }, { id: 1, isCompany: true });
    expect(data<Project>(client, ['projects', 'byId', 3])!.unreadMessages).toBe(1);
    countUnread(client, { projectId: 3, messageOrigin: 1 }, { id: 9, isCompany: false });
    expect(data<Project>(client, ['projects', 'byId', 3])!.unreadMessages).toBe(2);
    clearUnread(client, 3);
    expect(data<Project[]>(client, ['projects', 'company:1'])![0]!.unreadMessages).toBe(0);
  });
});
