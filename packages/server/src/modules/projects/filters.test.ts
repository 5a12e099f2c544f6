import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, invalidMessage, tooLongMessage, type ListedJob, type Project } from '@obra/domain';
import { jobs, projects } from '../../db/schema.js';
import { refusal, useApi } from '../../test/app.js';
import { newClient, newCompany, newEmployee, type Account, type CompanyAccount } from '../../test/factories.js';

const api = useApi();

let company: CompanyAccount;
let client: Account;
let employee: Account;
const ids: Record<string, number> = {};

/** A company's projects as the screens search them, written straight to the database. */
const PROJECTS = [
  {
    key: 'jose',
    name: 'Casa de José Pérez',
    address: '1 Main St',
    status: 'IN_PROGRESS',
    start: '2026-01-05',
    end: '2026-01-20',
  },
  { key: 'upper', name: 'TECHO JOSÉ', address: '2 Oak Ave', status: 'COMPLETED', start: '2026-02-01', end: null },
  {
    key: 'plaza',
    name: 'Plaza',
    address: '3 Calle Ñandú',
    status: 'CLIENT_APPROVAL',
    start: '2026-03-10',
    end: '2026-03-12',
  },
  { key: 'undated', name: 'Sin fechas', address: '4 Pine Rd', status: 'IN_PROGRESS', start: null, end: null },
] as const;

beforeAll(async () => {
  company = await newCompany(api);
  client = await newClient(api, company);
  employee = await newEmployee(api, company);
  const { db } = api.database;
  for (const p of PROJECTS) {
    const [row] = await db
      .insert(projects)
      .values({
        companyId: company.id,
        clientId: p.key === 'plaza' || p.key === 'jose' ? client.id : null,
        name: p.name,
        address: p.address,
        city: 'Ogden',
        state: 'UT',
        zip: '84401',
        status: p.status,
        startDate: p.start,
        endDate: p.end,
      })
      .returning({ id: projects.id });
    ids[p.key] = row!.id;
  }
  // Jobs of the first project: the calendar's and the dashboard's questions.
  const jobRows = await db
    .insert(jobs)
    .values([
      {
        projectId: ids.jose!,
        name: 'Semana 1',
        status: 'SCHEDULED',
        startDate: '2026-01-05',
        endDate: '2026-01-09',
        assigneeId: employee.id,
      },
      {
        projectId: ids.jose!,
        name: 'Semana 2',
        status: 'PENDING',
        startDate: '2026-01-12',
        endDate: null,
        assigneeId: employee.id,
      },
      { projectId: ids.jose!, name: 'Larga', status: 'UPDATED', startDate: '2025-12-20', endDate: '2026-02-15' },
      { projectId: ids.jose!, name: 'Hecha', status: 'COMPLETED', startDate: '2026-01-06', endDate: '2026-01-07' },
      { projectId: ids.jose!, name: 'Sin fecha', status: 'PENDING', startDate: null, endDate: null },
    ])
    .returning({ id: jobs.id, name: jobs.name });
  for (const job of jobRows) ids[job.name] = job.id;
});

async function projectKeys(query: string, account: Account = company): Promise<string[]> {
  const base = account === company ? `getByCompany?companyId=${company.id}` : `getByUser?userId=${account.id}`;
  const res = await api.get<Project[]>(`/api/projects/${base}&${query}`, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.map((p) => PROJECTS.find((k) => ids[k.key] === p.id)!.key).sort();
}

async function jobNames(query: string, account: Account = company): Promise<string[]> {
  const base = account === company ? `getJobsByCompany?companyId=${company.id}` : `getJobsByUser?userId=${account.id}`;
  const res = await api.get<ListedJob[]>(`/api/projects/${base}&${query}`, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData.map((j) => j.name).sort();
}

describe('project filters', () => {
  it('by status, one or several', async () => {
    expect(await projectKeys('status=IN_PROGRESS')).toEqual(['jose', 'undated']);
    expect(await projectKeys('status=COMPLETED,CLIENT_APPROVAL')).toEqual(['plaza', 'upper']);
    expect(await projectKeys('status=COMPLETED&status=CLIENT_APPROVAL')).toEqual(['plaza', 'upper']);
  });

  it('by client', async () => {
    expect(await projectKeys(`clientId=${client.id}`)).toEqual(['jose', 'plaza']);
  });

  it('by the dates a project reaches into; a project without dates has none', async () => {
    expect(await projectKeys('from=2026-01-15&to=2026-02-10')).toEqual(['jose', 'upper']);
    expect(await projectKeys('from=2026-03-12')).toEqual(['plaza']);
    expect(await projectKeys('to=2026-01-05')).toEqual(['jose']);
  });

  it('by words of the name or the address, whatever the case and the accents', async () => {
    expect(await projectKeys('q=jose')).toEqual(['jose', 'upper']);
    expect(await projectKeys('q=JOSÉ%20p%C3%A9rez')).toEqual(['jose']);
    expect(await projectKeys('q=nandu')).toEqual(['plaza']);
    expect(await projectKeys('q=%20%20')).toHaveLength(4);
    // % and _ are letters to look for, not patterns.
    expect(await projectKeys('q=%25')).toEqual([]);
  });

  it("combine, and narrow a client's own list the same way", async () => {
    expect(await projectKeys('q=jose&status=IN_PROGRESS')).toEqual(['jose']);
    expect(await projectKeys('q=plaza', client)).toEqual(['plaza']);
    expect(await projectKeys('status=COMPLETED', client)).toEqual([]);
  });

  it.each([
    ['status=CERRADO', invalidMessage('status')],
    ['clientId=abc', invalidMessage('clientId')],
    ['from=2026-13-01', MSG.date],
    ['from=2026-02-01&to=2026-01-01', MSG.endBeforeStart],
    [`q=${'a'.repeat(101)}`, tooLongMessage('q', 100)],
  ])('%s is refused with a 400 in Spanish', async (query, message) => {
    const res = await api.get(`/api/projects/getByCompany?companyId=${company.id}&${query}`, company.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(message));
  });
});

describe('job filters', () => {
  it('by status', async () => {
    expect(await jobNames('status=PENDING')).toEqual(['Semana 2', 'Sin fecha']);
  });

  it('by the weeks the calendar shows: jobs that reach into them, an open-ended one on its start day', async () => {
    expect(await jobNames('from=2026-01-10&to=2026-01-16')).toEqual(['Larga', 'Semana 2']);
    expect(await jobNames('from=2026-01-05&to=2026-01-05')).toEqual(['Larga', 'Semana 1']);
    expect(await jobNames('from=2026-02-01')).toEqual(['Larga']);
  });

  it("the dashboard's unfinished ones: open, ended before a day", async () => {
    expect(await jobNames('status=PENDING,SCHEDULED,UPDATED&endsBefore=2026-01-10')).toEqual(['Semana 1']);
  });

  it("narrow a worker's own jobs the same way", async () => {
    expect(await jobNames('', employee)).toEqual(['Semana 1', 'Semana 2']);
    expect(await jobNames('from=2026-01-10', employee)).toEqual(['Semana 2']);
  });

  it.each([
    ['status=DONE', invalidMessage('jobStatus')],
    ['endsBefore=mañana', MSG.date],
    ['from=2026-02-01&to=2026-01-01', MSG.endBeforeStart],
  ])('%s is refused with a 400 in Spanish', async (query, message) => {
    const res = await api.get(`/api/projects/getJobsByCompany?companyId=${company.id}&${query}`, company.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(message));
  });
});
