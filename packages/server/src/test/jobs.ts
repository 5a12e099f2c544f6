import { expect } from 'vitest';
import type { Job, ListedJob, Notification, Project } from '@obra/domain';
import type { Api } from './app.js';
import type { Account, CompanyAccount } from './factories.js';

/** The calls the job tests (modules/projects/jobs*.test.ts) make, against one test app. */
export function jobCalls(api: Api) {
  /** One job as the job modal sends it back, with changes. */
  function jobEdit(job: Job, changes: Record<string, unknown> = {}) {
    return {
      id: job.id,
      projectId: job.projectId,
      itemName: job.itemName,
      itemStatus: job.itemStatus,
      itemStartDate: job.itemStartDate,
      itemEndDate: job.itemEndDate,
      itemPrice: job.itemPrice,
      itemLabor: job.itemLabor,
      comments: job.comments,
      assignee: job.assignee,
      ...changes,
    };
  }

  const updateJob = (account: Account, body: unknown) =>
    api.post<Project>('/api/projects/updateJob', body, account.token);
  const updateStatus = (account: Account, projectId: number, status: string) =>
    api.post<Project>('/api/projects/updateStatus', { projectId, status }, account.token);

  async function ownerView(company: CompanyAccount, projectId: number): Promise<Project> {
    const res = await api.get<Project>(`/api/projects/getProjectById?projectId=${projectId}`, company.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData;
  }

  async function userNotices(account: Account): Promise<string[]> {
    const res = await api.get<Notification[]>(`/api/notifications/get/user?userId=${account.id}`, account.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData.map((n) => n.message);
  }

  async function companyNotices(company: CompanyAccount): Promise<string[]> {
    const res = await api.get<Notification[]>(`/api/notifications/get/company?companyId=${company.id}`, company.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData.map((n) => n.message);
  }

  async function jobsOf(account: Account): Promise<ListedJob[]> {
    const res = await api.get<ListedJob[]>(`/api/projects/getJobsByUser?userId=${account.id}`, account.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData;
  }

  return { jobEdit, updateJob, updateStatus, ownerView, userNotices, companyNotices, jobsOf };
}
