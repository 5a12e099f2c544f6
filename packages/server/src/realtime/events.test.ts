import { afterEach, describe, expect, it } from 'vitest';
import { useApi } from '../test/app.js';
import { assigneeOf, newClient, newCompany, newEmployee, newProject, projectBody } from '../test/factories.js';
import type { ServerEvent } from './events.js';

const api = useApi();
let seen: ServerEvent[] = [];
let stop: (() => void) | undefined;

function listen() {
  seen = [];
  stop = api.app.deps.events.subscribe((events) => void seen.push(...events));
}
afterEach(() => stop?.());

describe('events raised by requests', () => {
  it('publishes a new project and its notification once the request succeeded', async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    listen();
    const project = await newProject(api, company, { clientId: client.id });
    // Everyone who may see the new project is known at creation: its delivery looks nothing up.
    expect(seen).toContainEqual({
      type: 'project update',
      projectId: project.id,
      isNew: true,
      audience: { companyIds: [company.id], userIds: [client.id] },
      audienceComplete: true,
    });
    expect(seen).toContainEqual({ type: 'new notification', audience: { companyIds: [], userIds: [client.id] } });
  });

  it('publishes nothing for a refused request, even one that wrote before failing', async () => {
    const company = await newCompany(api);
    const worker = await newEmployee(api, company);
    for (let i = 0; i < 3; i++) await newProject(api, company);
    listen();
    // The 4th active project passes the Plus plan: the transaction rolls back.
    const refused = await api.post(
      '/api/projects/create',
      projectBody({ projectItems: [{ itemName: 'X', assignee: assigneeOf(worker) }] }),
      company.token,
    );
    expect(refused.status).toBe(409);
    const invalid = await api.post('/api/projects/create', projectBody({ zip: '1' }), company.token);
    expect(invalid.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("tells a deleted project's parties, taken before it was deleted", async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const worker = await newEmployee(api, company);
    const project = await newProject(api, company, {
      clientId: client.id,
      projectItems: [{ itemName: 'Techo', assignee: assigneeOf(worker) }],
    });
    listen();
    expect((await api.post('/api/projects/delete', { projectId: project.id }, company.token)).status).toBe(200);
    expect(seen).toEqual([
      {
        type: 'project update',
        projectId: project.id,
        isNew: false,
        deleted: true,
        audience: { companyIds: [company.id], userIds: [client.id, worker.id] },
      },
    ]);
  });
});
