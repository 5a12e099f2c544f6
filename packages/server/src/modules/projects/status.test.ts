import { describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import { useApi } from '../../test/app.js';
import { jobCalls } from '../../test/jobs.js';
import { newAdmin, newClient, newCompany, newEmployee, newProject } from '../../test/factories.js';

const api = useApi();

const { updateStatus, ownerView, userNotices, companyNotices } = jobCalls(api);

describe('projects/updateStatus', () => {
  it('lets the company move between CLIENT_APPROVAL and IN_PROGRESS only, and tells the client', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const project = await newProject(api, company, { name: 'Casa Díaz', clientId: client.id });
    expect(await userNotices(client)).toEqual([`${company.name} creó el proyecto Casa Díaz para usted`]);

    const started = await updateStatus(company, project.id, 'IN_PROGRESS');
    expect(started.status).toBe(200);
    expect(started.body.queryData.status).toBe('IN_PROGRESS');
    expect((await updateStatus(company, project.id, 'CLIENT_APPROVAL')).body.queryData.status).toBe('CLIENT_APPROVAL');
    expect((await userNotices(client)).slice(0, 2)).toEqual([
      'El proyecto Casa Díaz cambió a: Esperando aprobación del cliente',
      'El proyecto Casa Díaz cambió a: En progreso',
    ]);

    for (const status of ['APPROVED', 'REJECTED', 'COMPLETED', 'SCHEDULED']) {
      const res = await updateStatus(company, project.id, status);
      expect(res.status).toBe(400);
      expect(res.body.queryError).toBe(MSG.statusNotAllowed);
    }
    expect((await ownerView(company, project.id)).status).toBe('CLIENT_APPROVAL');
    expect(await userNotices(client)).toHaveLength(3);
  });

  it("lets the project's client approve, and tells the company", async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company, { name: 'Ana Díaz' });
    const project = await newProject(api, company, { name: 'Cocina', clientId: client.id });
    const res = await updateStatus(client, project.id, 'APPROVED');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.queryData.status).toBe('APPROVED');
    expect(res.body.queryData).not.toHaveProperty('profit');
    expect(await companyNotices(company)).toEqual(['Ana Díaz aprobó el proyecto Cocina']);
    // The decision is taken once.
    const again = await updateStatus(client, project.id, 'REJECTED');
    expect(again.status).toBe(400);
    expect((await ownerView(company, project.id)).status).toBe('APPROVED');
  });

  it('lets the client reject only while the project awaits approval', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company, { name: 'Beto' });
    const waiting = await newProject(api, company, { name: 'Baño', clientId: client.id });
    const started = await newProject(api, company, { clientId: client.id, status: 'IN_PROGRESS' });

    const rejected = await updateStatus(client, waiting.id, 'REJECTED');
    expect(rejected.body.queryData.status).toBe('REJECTED');
    expect(await companyNotices(company)).toEqual(['Beto rechazó el proyecto Baño']);
    // A rejected project is closed, also for the company.
    const reopen = await updateStatus(company, waiting.id, 'IN_PROGRESS');
    expect(reopen.status).toBe(400);
    expect(reopen.body.queryError).toBe(MSG.projectClosed);

    for (const status of ['APPROVED', 'REJECTED']) {
      const res = await updateStatus(client, started.id, status);
      expect(res.status).toBe(400);
    }
    // A client picks a decision, never a working status.
    const picked = await updateStatus(client, waiting.id, 'IN_PROGRESS');
    expect(picked.status).toBe(400);
    expect((await ownerView(company, started.id)).status).toBe('IN_PROGRESS');
    expect((await ownerView(company, waiting.id)).status).toBe('REJECTED');
  });

  it('does not tell a client that a project in progress or approved is closed', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const started = await newProject(api, company, { clientId: client.id, status: 'IN_PROGRESS' });
    const approved = await newProject(api, company, { clientId: client.id });
    expect((await updateStatus(client, approved.id, 'APPROVED')).status).toBe(200);
    for (const [project, status] of [
      [started, 'APPROVED'],
      [started, 'REJECTED'],
      [approved, 'REJECTED'],
    ] as const) {
      const res = await updateStatus(client, project.id, status);
      expect(res.status).toBe(400);
      // Neither project is closed, and the caller is the project's client: neither message fits.
      // (Needs a catalogue message such as "the project no longer awaits the client's approval".)
      expect(res.body.queryError).toEqual(expect.any(String));
      expect(res.body.queryError).not.toBe(MSG.projectClosed);
      expect(res.body.queryError).not.toBe(MSG.clientDecisionOnly);
    }
  });

  it("refuses another project's client, an employee, an admin of another company and a stranger company", async () => {
    const company = await newCompany(api);
    const other = await newCompany(api);
    const client = await newClient(api, company);
    const otherClient = await newClient(api, company);
    const employee = await newEmployee(api, company);
    const foreignAdmin = await newAdmin(api, other);
    const project = await newProject(api, company, { clientId: client.id });
    for (const [account, status] of [
      [otherClient, 'APPROVED'],
      [employee, 'APPROVED'],
      [employee, 'IN_PROGRESS'],
      [foreignAdmin, 'IN_PROGRESS'],
      [other, 'IN_PROGRESS'],
    ] as const) {
      const res = await updateStatus(account, project.id, status);
      expect(res.status).toBe(403);
      expect(res.body.queryError).toBe(MSG.forbidden);
    }
    expect((await ownerView(company, project.id)).status).toBe('CLIENT_APPROVAL');
    expect(await companyNotices(company)).toEqual([]);
    expect((await api.post('/api/projects/updateStatus', { projectId: project.id, status: 'APPROVED' })).status).toBe(
      401,
    );
  });
});
