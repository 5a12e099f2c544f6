import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ClockAction, ClockState, Project } from '@obra/domain';
import { jobs } from '../db/schema.js';
import type { Api } from './app.js';
import {
  assigneeOf,
  newClient,
  newCompany,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from './factories.js';

/** The time tests' world: a company, its worker assigned job 0 (made a day ago), another worker, a client. */
export interface ClockWorld {
  company: CompanyAccount;
  worker: Account;
  other: Account;
  client: Account;
  project: Project;
  jobId: number;
  job2Id: number;
}

export const HOUR_MS = 3_600_000;
/** A day before the test file started: the world's jobs were made just before it. */
const DAY_AGO = Date.now() - 24 * HOUR_MS;
/** An instant `ms` after a day ago: taps between then and now are valid. */
export const dayAgo = (ms = 0) => new Date(DAY_AGO + ms).toISOString();

let refs = 0;
export const newRef = () => `tap-${Date.now()}-${++refs}`;

export function timeCalls(api: Api) {
  async function world(): Promise<ClockWorld> {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const other = await newEmployee(api, company);
    const client = await newClient(api, company);
    const project = await newProject(api, company, {
      clientId: client.id,
      projectItems: [
        { itemName: 'Tejas', itemPrice: 500, assignee: assigneeOf(worker) },
        { itemName: 'Canaletas', itemPrice: 250, assignee: assigneeOf(worker) },
      ],
    });
    const [job, job2] = project.projectItems;
    // Made a day ago, so a day's taps may be sent (as a phone that was offline would).
    const yesterday = new Date(DAY_AGO - 60_000);
    await api.database.db.update(jobs).set({ createdAt: yesterday }).where(eq(jobs.projectId, project.id));
    return { company, worker, other, client, project, jobId: job!.id, job2Id: job2!.id };
  }

  const tap = (account: Account, jobId: number, action: ClockAction, at: string, extra: Record<string, unknown> = {}) =>
    api.post<ClockState>(
      '/api/time/clock',
      { jobId, action, at, offline: false, clientRef: newRef(), ...extra },
      account.token,
    );

  async function tapOk(account: Account, jobId: number, action: ClockAction, at: string): Promise<ClockState> {
    const res = await tap(account, jobId, action, at);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData;
  }

  /** One closed entry of `minutes`, `startMs` after a day ago. */
  async function worked(account: Account, jobId: number, startMs: number, minutes: number): Promise<void> {
    await tapOk(account, jobId, 'START', dayAgo(startMs));
    await tapOk(account, jobId, 'END', dayAgo(startMs + minutes * 60_000));
  }

  async function setRate(company: CompanyAccount, userId: number, hourlyRate: number | string | null) {
    const res = await api.put('/api/workers/rate', { userId, hourlyRate }, company.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** The job as its company sees it: its labor and whether it was typed by hand. */
  async function jobOf(company: CompanyAccount, projectId: number, jobId: number) {
    const res = await api.get<Project>(`/api/projects/getProjectById?projectId=${projectId}`, company.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData.projectItems.find((j) => j.id === jobId)!;
  }

  return { world, tap, tapOk, worked, setRate, jobOf };
}
