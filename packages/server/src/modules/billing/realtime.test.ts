import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '@obra/domain';
import { useApi } from '../../test/app.js';
import { newClient, newCompany, newProject } from '../../test/factories.js';
import { SILENCE_MS, closeSockets, listen, onlineSocket, sleep } from '../../test/realtime.js';
import { approval, billOk, estimateOk, tokenOf } from '../../test/billing.js';

// The company's screens follow what the client does through a share link, live: 'billing' { projectId }.
const api = useApi({}, { realtime: true });
let url: string;
beforeAll(async () => {
  url = await listen(api);
});
afterEach(() => closeSockets());

describe("the 'billing' event", () => {
  it("reaches the company's sockets, never the client's, when an estimate is approved or an invoice opened and paid", async () => {
    const company = await newCompany(api);
    const client = await newClient(api, company);
    const project = await newProject(api, company, { clientId: client.id, status: 'CLIENT_APPROVAL' });
    const companySocket = await onlineSocket(url, company.token);
    const clientSocket = await onlineSocket(url, client.token);
    const forProject = (payload: unknown) => (payload as { projectId?: number }).projectId === project.id;

    const estimate = await estimateOk(api, company, { projectId: project.id });
    const approved = await api.post(`/api/public/estimates/${tokenOf(estimate.shareUrl)}/approve`, approval());
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await companySocket.waitFor('billing', forProject)).toEqual({ projectId: project.id });
    // The open project page refreshes too: its status moved to APPROVED.
    await companySocket.waitFor('project update', (p) => (p as { id?: number }).id === project.id);

    const invoice = await billOk(api, company, '/api/invoices/create', { projectId: project.id });
    await billOk(api, company, '/api/invoices/send', { invoiceId: invoice.id, mail: false });
    const before = companySocket.payloads('billing').length;
    expect((await api.get(`/api/public/invoices/${tokenOf(invoice.shareUrl)}`)).status).toBe(200);
    await billOk(api, company, '/api/invoices/recordPayment', {
      invoiceId: invoice.id,
      amount: 10,
      date: todayIn(DEFAULT_TIME_ZONE),
      method: 'cash',
    });
    await sleep(SILENCE_MS);
    expect(companySocket.payloads('billing').length).toBe(before + 2);
    expect(clientSocket.payloads('billing')).toEqual([]);
  });
});
