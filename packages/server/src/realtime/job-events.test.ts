import { describe, expect, it } from 'vitest';
import type { Project } from '@obra/domain';
import { useApi } from '../test/app.js';
import { assigneeOf, newClient, newCompany, newEmployee, newProject } from '../test/factories.js';
import { jobCalls } from '../test/jobs.js';
import { SILENCE_MS, nextDelivery, sleep, useSockets } from '../test/realtime.js';

const api = useApi({}, { realtime: true });
const { jobEdit, updateJob } = jobCalls(api);
const { online } = useSockets(api);

const updateOf = (projectId: number) => (payload: unknown) => (payload as { id?: number }).id === projectId;

/** A project of two jobs, one held by `first` and one by `second`, for a client. */
async function twoJobProject() {
  const company = await newCompany(api);
  const client = await newClient(api, company);
  const first = await newEmployee(api, company);
  const second = await newEmployee(api, company);
  const outsider = await newEmployee(api, company);
  const published = nextDelivery(api);
  const project = await newProject(api, company, {
    clientId: client.id,
    projectItems: [
      { itemName: 'Techo', itemPrice: 900, assignee: assigneeOf(first) },
      { itemName: 'Cerca', itemPrice: 400, assignee: assigneeOf(second) },
    ],
  });
  await published;
  return { company, client, first, second, outsider, project };
}

describe("a job's change, told to the rooms", () => {
  it('reaches the company, the client and the workers of the project with its ids only, and nobody else', async () => {
    const { company, client, first, second, outsider, project } = await twoJobProject();
    const [companySocket, clientSocket, firstSocket, secondSocket, outsiderSocket] = await Promise.all(
      [company, client, first, second, outsider].map(online),
    );
    const job = project.projectItems[0]!;
    const saved = await updateJob(first, jobEdit(job, { itemStartDate: '2026-12-03', comments: 'Hecho a medias' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The worker's answer is their own view: their job, without the other one or any cost.
    expect(saved.body.queryData.projectItems.map((j) => j.id)).toEqual([job.id]);
    expect(saved.body.queryData.projectItems[0]).toMatchObject({
      comments: 'Hecho a medias',
      itemStartDate: '2026-12-03',
    });
    expect(saved.body.queryData).not.toHaveProperty('cost');

    // Ids only: no name, price, cost or anything else a recipient's own view might not show.
    const told = { id: project.id, isNew: false, jobId: job.id };
    for (const socket of [companySocket, clientSocket, firstSocket, secondSocket]) {
      expect(await socket!.waitFor('project update', updateOf(project.id))).toEqual(told);
    }
    await sleep(SILENCE_MS);
    expect(outsiderSocket!.payloads('project update')).toEqual([]);
    for (const socket of [companySocket, clientSocket, firstSocket, secondSocket]) {
      expect(socket!.payloads('project update')).toEqual([told]);
    }
  });

  it('tells a worker taken off the job, who could see the project until then, and the one given it', async () => {
    const { company, first, outsider, project } = await twoJobProject();
    const [firstSocket, outsiderSocket] = await Promise.all([online(first), online(outsider)]);
    const job = project.projectItems[0]!;
    const saved = await updateJob(company, jobEdit(job, { assignee: assigneeOf(outsider) }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.queryData.projectItems[0]).toMatchObject({ userId: outsider.id, assignee: assigneeOf(outsider) });
    const told = { id: project.id, isNew: false, jobId: job.id };
    expect(await firstSocket.waitFor('project update', updateOf(project.id))).toEqual(told);
    expect(await outsiderSocket.waitFor('project update', updateOf(project.id))).toEqual(told);
    // Asking for it, the worker taken off is refused; the one given it sees only that job.
    expect((await api.get(`/api/projects/getProjectById?projectId=${project.id}`, first.token)).status).toBe(403);
    const seen = await api.get<Project>(`/api/projects/getProjectById?projectId=${project.id}`, outsider.token);
    expect(seen.body.queryData.projectItems.map((j) => j.id)).toEqual([job.id]);
  });

  it('tells the parties of a new project with its id only, before anyone reads it', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const worker = await newEmployee(api, company);
    const [clientSocket, workerSocket] = await Promise.all([online(client), online(worker)]);
    const project = await newProject(api, company, {
      clientId: client.id,
      projectItems: [{ itemName: 'Techo', itemPrice: 900, itemLabor: 300, assignee: assigneeOf(worker) }],
    });
    for (const socket of [clientSocket, workerSocket]) {
      expect(await socket.waitFor('project update', updateOf(project.id))).toEqual({ id: project.id, isNew: true });
    }
  });
});
