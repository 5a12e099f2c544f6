import { describe, expect, it } from 'vitest';
import type { BillingSummary, Estimate, Project } from '@obra/domain';
import { useApi } from '../test/app.js';
import { login } from '../test/factories.js';
import { sniffImage } from '../storage/images.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './seed.js';

// The demo is what a newcomer meets first after `npm start`: every login must work and show something.
const api = useApi();

async function projectsOf(username: string): Promise<Project[]> {
  const session = await login(api, username, DEMO_PASSWORD);
  expect(session.status, `${username}: ${JSON.stringify(session.body)}`).toBe(200);
  const { authToken, id, isCompany, companyId } = session.body.queryData;
  const url =
    isCompany || session.body.queryData.userType === 'admin'
      ? `/api/projects/getByCompany?companyId=${companyId}`
      : `/api/projects/getByUser?userId=${id}`;
  const res = await api.get<Project[]>(url, authToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

describe('demo data', () => {
  it('loads once into an empty database, with a login for every kind of account, each with projects to see', async () => {
    const logins = await seedDemoIfEmpty(api.database.db, api.files);
    expect(logins?.map((l) => l.username)).toEqual([
      'empresa',
      'admin',
      'empleado1',
      'empleado2',
      'contratista',
      'cliente1',
      'cliente2',
    ]);
    for (const { username } of logins!) expect((await projectsOf(username)).length, username).toBeGreaterThan(0);
    expect(await seedDemoIfEmpty(api.database.db, api.files)).toBeNull();
  });

  it('gives each client a project awaiting their approval', async () => {
    await seedDemoIfEmpty(api.database.db, api.files);
    const maría = await projectsOf('cliente1');
    expect(maría.some((p) => p.status === 'CLIENT_APPROVAL')).toBe(true);
    const john = await projectsOf('cliente2');
    expect(john.map((p) => p.status)).toEqual(expect.arrayContaining(['CLIENT_APPROVAL', 'REJECTED']));
  });

  it('shows the company a sent estimate with a deposit and a partly paid invoice', async () => {
    await seedDemoIfEmpty(api.database.db, api.files);
    const session = await login(api, 'empresa', DEMO_PASSWORD);
    const token = (session.body.queryData as { authToken: string }).authToken;
    const companyId = (session.body.queryData as { id: number }).id;
    const summary = await api.get<BillingSummary>(`/api/invoices/summary?companyId=${companyId}`, token);
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.queryData.awaitingEstimates).toHaveLength(1);
    const [awaiting] = summary.body.queryData.awaitingEstimates;
    const estimates = await api.get<Estimate[]>(`/api/estimates/getByProject?projectId=${awaiting!.projectId}`, token);
    expect(estimates.body.queryData[0]).toMatchObject({ status: 'sent', depositPercent: 30 });
    expect(estimates.body.queryData[0]!.shareUrl).toMatch(/\/e\//);
    expect(summary.body.queryData.collected).toBeGreaterThan(0);
    expect(summary.body.queryData.outstanding).toBeGreaterThan(0);
  });

  it('gives the company a logo its invoices draw', async () => {
    await seedDemoIfEmpty(api.database.db, api.files);
    const session = await login(api, 'empresa', DEMO_PASSWORD);
    const logo = (session.body.queryData as { logo?: string }).logo ?? '';
    expect(logo).toMatch(/\.png$/);
    const image = await api.files.get(logo);
    expect(image).not.toBeNull();
    expect(sniffImage(image!)).toBe('png');
  });
});
