import { QueryClient } from '@tanstack/react-query';
import type { ListedJob } from '@obra/domain';
import { describe, expect, it } from 'vitest';
import { aJob, aListedJob, aProject } from '../../test/fixtures.js';
import { rememberSavedProject } from './project-cache.js';

const saved = aProject({
  name: 'Techo nuevo',
  projectItems: [aJob({ itemEndDate: '2026-11-22', comments: 'Nuevo' })],
});
const older = aProject({ name: 'Techo viejo' });
const other = aProject({ id: 4, name: 'Otro', projectItems: [] });
const listed = aListedJob({ assignee: '-1', userId: -1 });

describe('a saved project in the query cache', () => {
  it('replaces the older copy in the project, the project lists and the job lists', () => {
    const client = new QueryClient();
    client.setQueryData(['projects', 'company:1'], [older, other]);
    client.setQueryData(['projects', 'byId', 3], older);
    client.setQueryData(['projects', 'jobs', 'user:5'], [listed, { ...listed, id: 8 }]);
    client.setQueryData(['projects', 'invoices', 3], []);

    rememberSavedProject(client, saved);

    expect(client.getQueryData(['projects', 'byId', 3])).toEqual(saved);
    expect(client.getQueryData(['projects', 'company:1'])).toEqual([saved, other]);
    const jobs = client.getQueryData<ListedJob[]>(['projects', 'jobs', 'user:5'])!;
    expect(jobs[0]).toMatchObject({ details: 'Nuevo', endDate: '2026-11-22', assignee: '5#Carlos', userId: 5 });
    expect(jobs[1]).toEqual({ ...listed, id: 8 });
    expect(client.getQueryData(['projects', 'invoices', 3])).toEqual([]);
  });
});
