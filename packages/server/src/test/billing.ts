import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BilledInvoice, Estimate, Project, PublicEstimate } from '@obra/domain';
import { companies, estimates, projects } from '../db/schema.js';
import type { Api } from './app.js';
import { newClient, newCompany, newProject, type Account, type CompanyAccount } from './factories.js';
import { partsOfType, textOf, type ReceivedMail, type TestSmtp } from './smtp.js';
import { tinyPng } from './uploads.js';

// Estimates, invoices and share links (modules/billing), for its tests and the permission matrix.

export const signatureOf = (png: Buffer = tinyPng()) => `data:image/png;base64,${png.toString('base64')}`;

/** The token at the end of a share URL (/e/<token>, /f/<token>). */
export const tokenOf = (shareUrl: string | null) => {
  expect(shareUrl).toMatch(/\/[ef]\/[A-Za-z0-9_-]{40,}$/);
  return shareUrl!.slice(shareUrl!.lastIndexOf('/') + 1);
};

export async function estimateOk(api: Api, account: Account, body: Record<string, unknown>): Promise<Estimate> {
  const res = await api.post<Estimate>('/api/estimates/create', body, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

export async function billOk(api: Api, account: Account, url: string, body: Record<string, unknown>) {
  const res = await api.post<BilledInvoice>(url, body, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

export const approval = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Díaz',
  signature: signatureOf(),
  acceptTerms: true,
  ...overrides,
});

export const BILLING_JOBS = [
  { itemName: 'Quitar tejas viejas', itemPrice: 500 },
  { itemName: 'Tejas nuevas', itemPrice: 1250.75 },
];

export interface Scene {
  company: CompanyAccount;
  client: Account;
  clientEmail: string;
  project: Project;
}

/** The billing tests' scenes and readers over one test file's app and mail server. */
export function billingHelpers(api: Api, inbox: { readonly smtp: TestSmtp }) {
  async function scene(plan: 'plus' | 'max' | 'pro' = 'pro', language: 'es' | 'en' = 'es'): Promise<Scene> {
    const company = await newCompany(api, { name: 'Techos Rivera' });
    await api.database.db.update(companies).set({ plan }).where(eq(companies.id, company.id));
    const client = await newClient(api, company, { name: 'Ana Díaz', language });
    const account = await api.get<{ email: string }>(`/api/account/get/user?account=${client.id}`, client.token);
    const project = await newProject(api, company, {
      name: 'Casa Díaz',
      clientId: client.id,
      status: 'CLIENT_APPROVAL',
      projectItems: BILLING_JOBS,
    });
    return { company, client, clientEmail: account.body.queryData.email, project };
  }

  function lastMailTo(address: string): ReceivedMail {
    const mail = inbox.smtp.received.filter((m) => m.rcptTo.includes(address)).at(-1);
    expect(mail, `a mail to ${address}`).toBeDefined();
    return mail!;
  }
  const mailsTo = (address: string) => inbox.smtp.received.filter((m) => m.rcptTo.includes(address)).length;
  const bodyOf = (mail: ReceivedMail) => textOf(partsOfType(mail.message, 'text/plain')[0])!;

  const publicEstimate = (token: string) => api.get<PublicEstimate>(`/api/public/estimates/${token}`);
  /** Each client answers from an address of its own, so that only the rate-limit test meets the limit. */
  let addresses = 0;
  const answer = (token: string, action: 'approve' | 'reject', body: Record<string, unknown>, from?: string) =>
    api.request<PublicEstimate>({
      method: 'POST',
      url: `/api/public/estimates/${token}/${action}`,
      payload: body,
      remoteAddress: from ?? `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`,
    });
  const approve = (token: string, body: Record<string, unknown> = approval(), from?: string) =>
    answer(token, 'approve', body, from);
  const rejectWith = (token: string, reason: string) => answer(token, 'reject', { reason });
  const projectStatus = async (id: number) =>
    (await api.database.db.select().from(projects).where(eq(projects.id, id)))[0]!.status;
  const estimateRow = async (id: number) =>
    (await api.database.db.select().from(estimates).where(eq(estimates.id, id)))[0]!;

  async function sentEstimate(s: Scene, body: Record<string, unknown> = {}): Promise<Estimate> {
    const made = await estimateOk(api, s.company, { projectId: s.project.id, ...body });
    const res = await api.post<Estimate>('/api/estimates/send', { estimateId: made.id, mail: false }, s.company.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queryData;
  }
  return {
    scene,
    lastMailTo,
    mailsTo,
    bodyOf,
    publicEstimate,
    approve,
    rejectWith,
    projectStatus,
    estimateRow,
    sentEstimate,
  };
}
