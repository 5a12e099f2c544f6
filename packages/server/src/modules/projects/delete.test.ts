import { describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import { useApi, refusal } from '../../test/app.js';
import {
  assigneeOf,
  newClient,
  newCompany,
  newEmployee,
  newProject,
  projectBody,
  type Account,
} from '../../test/factories.js';
import { jobCalls } from '../../test/jobs.js';

const api = useApi();
const { jobEdit, ownerView, userNotices, jobsOf } = jobCalls(api);

describe('projects/delete and projects/job/delete', () => {
  it('answers 401 to every write without a valid token', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, { projectItems: [{ itemName: 'A' }] });
    const job = project.projectItems[0]!;
    const writes: [string, unknown][] = [
      ['/api/projects/create', projectBody()],
      ['/api/projects/update', { ...projectBody(), id: project.id }],
      ['/api/projects/updateJob', jobEdit(job)],
      ['/api/projects/delete', { projectId: project.id }],
      ['/api/projects/job/delete', { jobId: job.id, projectId: project.id }],
    ];
    for (const [url, body] of writes) {
      for (const headers of [{}, { authorization: 'Bearer nada' }]) {
        const res = await api.request({ method: 'POST', url, payload: body as object, headers });
        expect(res.status, url).toBe(401);
        expect(res.body).toEqual(refusal(MSG.unauthenticated));
      }
    }
    expect(await ownerView(company, project.id)).toEqual(project);
  });

  it('deletes a project with its jobs, only for its company', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const worker = await newEmployee(api, company);
    const project = await newProject(api, company, { projectItems: [{ itemName: 'A', assignee: assigneeOf(worker) }] });

    for (const account of [other, worker]) {
      const res = await api.post('/api/projects/delete', { projectId: project.id }, account.token);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    expect(await jobsOf(worker)).toHaveLength(1);

    const res = await api.post('/api/projects/delete', { projectId: project.id }, company.token);
    expect(res.body).toEqual({ querySuccess: true, queryData: true, queryError: null });
    // A deleted project answers exactly like another tenant's: nothing tells an id from a missing one.
    expect((await api.get(`/api/projects/getProjectById?projectId=${project.id}`, company.token)).status).toBe(403);
    expect(await jobsOf(worker)).toEqual([]);
    expect((await api.post('/api/projects/delete', { projectId: project.id }, company.token)).status).toBe(403);
  });

  it('deletes an open job, never a completed one, a job of another project or one of another company', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const project = await newProject(api, company, {
      status: 'IN_PROGRESS',
      projectItems: [
        { itemName: 'Abierto', itemPrice: 10 },
        { itemName: 'Hecho', itemPrice: 20, itemStatus: 'COMPLETED' },
      ],
    });
    const elsewhere = await newProject(api, company, { projectItems: [{ itemName: 'Otro' }] });
    const [open, completed] = project.projectItems;
    const del = (account: Account, jobId: number, projectId = project.id) =>
      api.post('/api/projects/job/delete', { jobId, projectId }, account.token);

    const locked = await del(company, completed!.id);
    expect(locked.status).toBe(400);
    expect(locked.body.queryError).toBe(MSG.jobCompletedLocked);

    const misplaced = await del(company, elsewhere.projectItems[0]!.id);
    expect(misplaced.status).toBe(400);
    expect(misplaced.body.queryError).toBe(MSG.jobNotInProject);

    const foreign = await del(other, open!.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body.queryError).toBe(MSG.forbidden);
    expect((await ownerView(company, project.id)).projectItems).toHaveLength(2);

    expect((await del(company, open!.id)).body).toEqual({ querySuccess: true, queryData: true, queryError: null });
    // Only completed work is left: the project is completed, and worth what is left.
    expect(await ownerView(company, project.id)).toMatchObject({
      status: 'COMPLETED',
      price: 20,
      projectItems: [{ id: completed!.id }],
    });
    expect((await ownerView(company, elsewhere.id)).projectItems).toHaveLength(1);
  });

  it('tells the client when deleting the last open job completes the project', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const project = await newProject(api, company, {
      name: 'Garaje',
      clientId: client.id,
      status: 'IN_PROGRESS',
      projectItems: [{ itemName: 'Hecho', itemStatus: 'COMPLETED' }, { itemName: 'Sobra' }],
    });
    const res = await api.post(
      '/api/projects/job/delete',
      { jobId: project.projectItems[1]!.id, projectId: project.id },
      company.token,
    );
    expect(res.status).toBe(200);
    expect((await ownerView(company, project.id)).status).toBe('COMPLETED');
    // The automatic notice of a finished project (modules/client-notices), in place of 'cambió a: Completado'.
    const told = await userNotices(client);
    expect(told[0]).toBe(`${company.name} terminó todos los trabajos del proyecto Garaje`);
    expect(told).not.toContain('El proyecto Garaje cambió a: Completado');
  });
});
