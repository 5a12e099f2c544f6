import { describe, expect, it } from 'vitest';
import { MSG, type Project } from '@obra/domain';
import { useApi } from '../../test/app.js';
import {
  assigneeOf,
  newAdmin,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  projectBody,
} from '../../test/factories.js';
import { jobCalls } from '../../test/jobs.js';

const api = useApi();
const { jobEdit, updateJob, updateStatus, ownerView, userNotices, companyNotices, jobsOf } = jobCalls(api);

describe('projects/updateJob', () => {
  it('schedules a pending job given a start date, marks edits UPDATED and completes on COMPLETED', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company, {
      status: 'IN_PROGRESS',
      projectItems: [{ itemName: 'Techo' }, { itemName: 'Otro' }],
    });
    const job = project.projectItems[0]!;
    expect(job.itemStatus).toBe('PENDING');

    const scheduled = await updateJob(company, jobEdit(job, { itemStartDate: '2026-12-04', itemEndDate: null }));
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const s = scheduled.body.queryData.projectItems[0]!;
    expect(s).toMatchObject({ itemStatus: 'SCHEDULED', itemStartDate: '2026-12-04', itemEndDate: '2026-12-04' });

    const updated = await updateJob(
      company,
      jobEdit(s, { comments: 'Traer escalera', itemPrice: 300.3, itemLabor: 100.1 }),
    );
    expect(updated.body.queryData.projectItems[0]).toMatchObject({
      itemStatus: 'UPDATED',
      comments: 'Traer escalera',
      itemPrice: 300.3,
      itemLabor: 100.1,
      itemProfit: 200.2,
    });
    const completed = await updateJob(
      company,
      jobEdit(updated.body.queryData.projectItems[0]!, { itemStatus: 'COMPLETED' }),
    );
    expect(completed.body.queryData.projectItems[0]!.itemStatus).toBe('COMPLETED');
    expect(completed.body.queryData).toMatchObject({ status: 'IN_PROGRESS', progress: 50 });

    // The last job done completes the project.
    const last = await updateJob(company, jobEdit(project.projectItems[1]!, { itemStatus: 'COMPLETED' }));
    expect(last.body.queryData).toMatchObject({ status: 'COMPLETED', progress: 100 });
  });

  it('lets the assigned worker change dates, details and completion, never price, labor, assignee or name', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company, { name: 'Luis' });
    const colleague = await newEmployee(api, company);
    const project = await newProject(api, company, {
      name: 'Patio',
      status: 'IN_PROGRESS',
      projectItems: [
        { itemName: 'Cerca', itemPrice: 500, itemLabor: 200, assignee: assigneeOf(worker) },
        { itemName: 'Jardín', itemPrice: 100, assignee: assigneeOf(colleague) },
      ],
    });
    const job = project.projectItems[0]!;
    expect((await jobsOf(worker)).map((j) => j.id)).toEqual([job.id]);

    const res = await updateJob(
      worker,
      jobEdit(job, {
        itemName: 'Cerca de oro',
        itemStartDate: '2026-12-08',
        itemEndDate: '2026-12-09',
        comments: 'Faltan clavos',
        itemPrice: 99_999,
        itemLabor: 0,
        assignee: assigneeOf(colleague),
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The worker's answer: only their job, no labor, cost or profit.
    expect(res.body.queryData.projectItems).toHaveLength(1);
    expect(res.body.queryData).not.toHaveProperty('profit');
    expect(res.body.queryData.projectItems[0]).not.toHaveProperty('itemLabor');

    const saved = (await ownerView(company, project.id)).projectItems[0]!;
    expect(saved).toMatchObject({
      itemName: 'Cerca',
      // Pending with a start date now: scheduled (SPEC §4).
      itemStatus: 'SCHEDULED',
      itemStartDate: '2026-12-08',
      itemEndDate: '2026-12-09',
      comments: 'Faltan clavos',
      itemPrice: 500,
      itemLabor: 200,
      userId: worker.id,
    });

    const details = await updateJob(worker, jobEdit(res.body.queryData.projectItems[0]!, { comments: 'Listo mañana' }));
    expect(details.body.queryData.projectItems[0]).toMatchObject({ itemStatus: 'UPDATED', comments: 'Listo mañana' });
    // Left out, the comments stay; emptied, they go back to SPEC's default; then written again.
    const { comments: _left, ...withoutComments } = jobEdit(details.body.queryData.projectItems[0]!);
    const kept = await updateJob(worker, withoutComments);
    expect(kept.body.queryData.projectItems[0]!.comments).toBe('Listo mañana');
    const emptied = await updateJob(worker, jobEdit(kept.body.queryData.projectItems[0]!, { comments: '' }));
    expect(emptied.body.queryData.projectItems[0]!.comments).toBe('Comments / Details');
    await updateJob(worker, jobEdit(emptied.body.queryData.projectItems[0]!, { comments: 'Listo mañana' }));

    const done = await updateJob(
      worker,
      jobEdit(details.body.queryData.projectItems[0]!, { itemStatus: 'COMPLETED', itemName: 'Otro nombre' }),
    );
    expect(done.status).toBe(200);
    expect(done.body.queryData.projectItems[0]!.itemStatus).toBe('COMPLETED');
    expect(await jobsOf(worker)).toEqual([]);
    expect(await companyNotices(company)).toContain('Luis completó el trabajo Cerca del proyecto Patio');
  });

  it('refuses a worker who is not assigned the job, and the company of another tenant', async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const worker = await newEmployee(api, company);
    const colleague = await newEmployee(api, company);
    const client = await newClient(api, company);
    const project = await newProject(api, company, {
      clientId: client.id,
      projectItems: [{ itemName: 'Techo', assignee: assigneeOf(worker) }, { itemName: 'Libre' }],
    });
    const before = await ownerView(company, project.id);
    for (const [account, job] of [
      [colleague, project.projectItems[0]!],
      [worker, project.projectItems[1]!],
      [client, project.projectItems[0]!],
      [other, project.projectItems[0]!],
    ] as const) {
      const res = await updateJob(account, jobEdit(job, { itemStatus: 'COMPLETED', comments: 'Hecho' }));
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    expect(await ownerView(company, project.id)).toEqual(before);
  });

  it('refuses a job of another project, a foreign assignee and reassigning a completed job', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const stranger = await newEmployee(api, await newCompany(api));
    const project = await newProject(api, company, {
      projectItems: [{ itemName: 'A' }, { itemName: 'B', itemStatus: 'COMPLETED' }],
    });
    const elsewhere = await newProject(api, company, { projectItems: [{ itemName: 'C' }] });

    const moved = await updateJob(company, jobEdit(elsewhere.projectItems[0]!, { projectId: project.id }));
    expect(moved.status).toBe(400);
    expect(moved.body.queryError).toBe(MSG.jobNotInProject);

    const foreign = await updateJob(company, jobEdit(project.projectItems[0]!, { assignee: assigneeOf(stranger) }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.queryError).toBe(MSG.assignee);

    const locked = await updateJob(company, jobEdit(project.projectItems[1]!, { assignee: assigneeOf(worker) }));
    expect(locked.status).toBe(400);
    expect(locked.body.queryError).toBe(MSG.jobCompletedLocked);
    expect((await ownerView(company, project.id)).projectItems.map((j) => j.userId)).toEqual([-1, -1]);
  });

  it('lets an admin do everything the company does', async () => {
    const company = await newCompany(api);
    const admin = await newAdmin(api, company);
    const worker = await newEmployee(api, company, { name: 'Mario' });
    const client = await newClient(api, company);

    const created = await api.post<Project>(
      '/api/projects/create',
      { ...projectBody({ clientId: client.id }), projectItems: [{ itemName: 'Piso' }] },
      admin.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const project = created.body.queryData;
    expect(project.companyId).toBe(company.id);
    expect(project).toHaveProperty('profit');

    const assigned = await updateJob(
      admin,
      jobEdit(project.projectItems[0]!, { assignee: assigneeOf(worker), itemPrice: 80 }),
    );
    expect(assigned.body.queryData.projectItems[0]).toMatchObject({
      userId: worker.id,
      assignee: `${worker.id}#Mario`,
      itemPrice: 80,
    });
    expect((await updateStatus(admin, project.id, 'IN_PROGRESS')).body.queryData.status).toBe('IN_PROGRESS');

    const list = await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, admin.token);
    expect(list.body.queryData.map((p) => p.id)).toEqual([project.id]);
    const extra = await api.post('/api/projects/create', projectBody(), admin.token);
    const deleted = await api.post(
      '/api/projects/delete',
      { projectId: (extra.body.queryData as Project).id },
      admin.token,
    );
    expect(deleted.body).toEqual({ querySuccess: true, queryData: true, queryError: null });
    expect(
      (await api.get<Project[]>(`/api/projects/getByCompany?companyId=${company.id}`, company.token)).body.queryData,
    ).toHaveLength(1);
  });

  it('lets a contractor linked to the company work the jobs assigned to them', async () => {
    const company = await newCompany(api);
    const contractor = await newContractor(api, company, { name: 'Rosa' });
    const project = await newProject(api, company, {
      name: 'Muro',
      projectItems: [{ itemName: 'Ladrillo', assignee: assigneeOf(contractor) }],
    });
    const done = await updateJob(contractor, jobEdit(project.projectItems[0]!, { itemStatus: 'COMPLETED' }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await ownerView(company, project.id)).status).toBe('COMPLETED');
    expect(await companyNotices(company)).toContain('Rosa completó el trabajo Ladrillo del proyecto Muro');
  });
});

describe('finished work is the company’s to reopen (finding 9)', () => {
  it('refuses the assigned employee’s edit of a completed job of a completed project, changing and telling nothing', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    const client = await newClient(api, company);
    const project = await newProject(api, company, {
      status: 'IN_PROGRESS',
      clientId: client.id,
      projectItems: [{ itemName: 'Techo', itemStartDate: '2026-12-02', assignee: assigneeOf(worker) }],
    });
    const job = project.projectItems[0]!;
    const done = await updateJob(worker, jobEdit(job, { itemStatus: 'COMPLETED' }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await ownerView(company, project.id)).status).toBe('COMPLETED');
    const clientBefore = await userNotices(client);
    const companyBefore = await companyNotices(company);

    const completed = (await ownerView(company, project.id)).projectItems[0]!;
    for (const changes of [{ itemStatus: 'UPDATED' }, { comments: 'Falta una teja' }, { itemStatus: 'COMPLETED' }]) {
      const res = await updateJob(worker, jobEdit(completed, changes));
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(res.body.queryError).toBe(MSG.completedByCompanyOnly);
    }
    const after = await ownerView(company, project.id);
    expect(after.status).toBe('COMPLETED');
    expect(after.projectItems[0]).toMatchObject({ itemStatus: 'COMPLETED', comments: completed.comments });
    expect(await userNotices(client)).toEqual(clientBefore);
    expect(await companyNotices(company)).toEqual(companyBefore);

    // The company reopens it explicitly: the job works again and the project is back in progress.
    const reopened = await updateJob(company, jobEdit(completed, { itemStatus: 'UPDATED' }));
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await ownerView(company, project.id)).status).toBe('IN_PROGRESS');
    const working = (await ownerView(company, project.id)).projectItems[0]!;
    expect((await updateJob(worker, jobEdit(working, { comments: 'Listo otra vez' }))).status).toBe(200);
  });
});
