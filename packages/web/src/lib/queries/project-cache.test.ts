import { QueryClient } from '@tanstack/react-query';
import type { ListedJob } from '@obra/domain';
import { describe, expect, it } from 'vitest';
import { aJob, aListedJob, aProject } from '../../test/fixtures.js';
import { firstPageData, type Paged } from '../paged-query.js';
import { rememberSavedProject } from './project-cache.js';

const saved = aProject({
  name: 'Techo nuevo',
  projectItems: [aJob({ itemEndDate: '2026-11-22', comments: 'Nuevo' })],
});
const older = aProject({ name: 'Techo viejo' });
const other = aProject({ id: 4, name: 'Otro', projectItems: [] });
const listed = aListedJob({ assignee: '-1', userId: -1 });

describe('a saved project in the query cache', () => {
  it('replaces the older copy in the project, every page of the project lists and of the job lists', () => {
    const client = new QueryClient();
    client.setQueryData(['projects', 'company:1', {}], {
      pages: [
        { items: [other], nextCursor: 'c' },
        { items: [older], nextCursor: null },
      ],
      pageParams: [[], ['c']],
    });
    client.setQueryData(['projects', 'byId', 3], older);
    client.setQueryData(
      ['projects', 'jobs', 'user:5', {}],
      firstPageData({ items: [listed, { ...listed, id: 8 }], nextCursor: null }),
    );
    client.setQueryData(['projects', 'invoices', 3], []);

    rememberSavedProject(client, saved);

    expect(client.getQueryData(['projects', 'byId', 3])).toEqual(saved);
    const list = client.getQueryData<Paged<unknown>>(['projects', 'company:1', {}])!;
    expect(list.pages.map((page) => page.items)).toEqual([[other], [saved]]);
    expect(list.pageParams).toEqual([[], ['c']]);
    const jobs = client.getQueryData<Paged<ListedJob>>(['projects', 'jobs', 'user:5', {}])!.pages[0]!.items;
    expect(jobs[0]).toMatchObject({ details: 'Nuevo', endDate: '2026-11-22', assignee: '5#Carlos', userId: 5 });
    expect(jobs[1]).toEqual({ ...listed, id: 8 });
    expect(client.getQueryData(['projects', 'invoices', 3])).toEqual([]);
  });
});
