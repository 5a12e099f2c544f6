import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BilledInvoice, Estimate, Expense, MediaItem, Principal, Project, ProjectRef } from '@obra/domain';
import { approval, tokenOf } from './billing.js';
import { loadPrincipal, subjectOf } from '../auth/principal.js';
import { companies, invoices, timeEntries } from '../db/schema.js';
import type { Answer, Api } from './app.js';
import { tinyPng, uploadLogo } from './uploads.js';
import { jobPhotos, uploadPhotos } from './photos.js';
import {
  assigneeOf,
  newAdmin,
  newClient,
  newCompany,
  newContractor,
  newEmployee,
  newProject,
  type Account,
  type CompanyAccount,
} from './factories.js';

/**
 * Two companies and every kind of person around them. Company A is the target; everyone else tries
 * to reach A's things. Names carry a marker so a refusal that leaks any of A's data is caught.
 */
export const ACTORS = [
  'companyA',
  'adminA',
  'employeeA',
  'employeeA2',
  'clientA',
  'clientA2',
  'contractor',
  'companyB',
  'employeeB',
  'clientB',
] as const;
export type Actor = (typeof ACTORS)[number];

export interface World {
  as: Record<Actor, Account>;
  companyA: CompanyAccount;
  companyB: CompanyAccount;
  /** A's project: client clientA; job 0 assigned to employeeA, job 1 unassigned. */
  project: Project;
  /** B's own project, for requests that mix B's ids with A's. */
  projectB: Project;
  reminderId: number;
  /** The stored name of A's logo. */
  logoName: string;
  /** A photo of A's job 0, uploaded by A, and an expense of that job. */
  photo: MediaItem;
  expenseId: number;
  /** A closed time entry of employeeA on job 0. */
  timeEntryId: number;
  /** A notification addressed to company A, and one addressed to clientA. */
  companyNotificationId: number;
  clientNotificationId: number;
  /** What A's account and employeeA's account hold now, to send back unchanged. */
  companyProfile: Record<string, unknown>;
  employeeProfile: Record<string, unknown>;
  /** A's project's chat holds one message from clientA; the stored name of an invoice of it sent to clientA. */
  chatMessageId: number;
  invoiceFileName: string;
  /** Issue 14: an estimate of A's project still open, one its client approved, and an invoice of it. */
  estimateId: number;
  approvedEstimateId: number;
  billedInvoiceId: number;
  /** Text of A's that must never appear in an answer to someone without access. */
  secrets: string[];
  /** Each actor as the server loads them, for asking the policy. */
  principals: Record<Actor, Principal>;
  /** A's project as the policy sees it: its company, its client and the worker holding job 0. */
  projectRef: ProjectRef;
}

const MARK = 'SECRETO-A';

async function ok<T>(answer: Promise<Answer<T>>, what: string): Promise<T> {
  const res = await answer;
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.queryData;
}

async function setPro(api: Api, companyId: number) {
  await api.database.db.update(companies).set({ plan: 'pro' }).where(eq(companies.id, companyId));
}

/**
 * A chat message from the client on A's project, and an invoice of it sent to the client. The
 * invoice is written straight to storage and the database: the matrix apps send no mail.
 */
async function collaborationOf(api: Api, project: Project, client: Account) {
  const message = await ok(
    api.post<{ id: number }>(
      '/api/projects/message/create',
      { projectId: project.id, messageText: `${MARK} mensaje` },
      client.token,
    ),
    'chat message',
  );
  const invoiceFileName = await api.files.put('pdf', Buffer.from(`%PDF-1.4\n% ${MARK} factura\n%%EOF\n`));
  await api.database.db.insert(invoices).values({
    projectId: project.id,
    companyId: project.companyId,
    clientId: client.id,
    sequence: 1,
    number: '2026-0001',
    fileName: invoiceFileName,
    totalCents: 123450,
    language: 'es',
    sentTo: 'cliente@example.com',
    sentAt: new Date(),
  });
  return { chatMessageId: message.id, invoiceFileName };
}

/**
 * An open estimate of A's project and an invoice of it, and an estimate the client approved through
 * its share link, of another project of theirs (approving moves a project's status; the matrix's
 * project stays as the other cases expect it).
 */
async function billingOf(api: Api, project: Project, company: Account, client: Account) {
  const made = (projectId: number) =>
    ok(api.post<Estimate>('/api/estimates/create', { projectId }, company.token), 'estimate');
  const open = await made(project.id);
  const other = await newProject(api, company, { name: `${MARK} Presupuesto`, clientId: client.id });
  const approved = await made(other.id);
  await ok(
    api.post(`/api/public/estimates/${tokenOf(approved.shareUrl)}/approve`, approval({ name: `${MARK} Firma` })),
    'approval',
  );
  const invoice = await ok(
    api.post<BilledInvoice>('/api/invoices/create', { projectId: project.id }, company.token),
    'invoice',
  );
  return { estimateId: open.id, approvedEstimateId: approved.id, billedInvoiceId: invoice.id };
}

export async function buildWorld(api: Api): Promise<World> {
  const companyA = await newCompany(api, { name: `${MARK} Techos ${Math.random().toString(36).slice(2, 8)}` });
  const companyB = await newCompany(api);
  await setPro(api, companyA.id);
  await setPro(api, companyB.id);
  const named = (label: string) => ({ name: `${MARK} ${label} ${Math.random().toString(36).slice(2, 8)}` });

  const as: Record<Actor, Account> = {
    companyA,
    adminA: await newAdmin(api, companyA),
    employeeA: await newEmployee(api, companyA, named('Empleado')),
    employeeA2: await newEmployee(api, companyA, named('Empleado Dos')),
    clientA: await newClient(api, companyA, named('Cliente')),
    clientA2: await newClient(api, companyA, named('Cliente Dos')),
    contractor: await newContractor(api, null),
    companyB,
    employeeB: await newEmployee(api, companyB),
    clientB: await newClient(api, companyB),
  };

  const project = await newProject(api, companyA, {
    name: `${MARK} Proyecto`,
    description: `${MARK} descripción`,
    clientId: as.clientA.id,
    price: 1234.5,
    projectItems: [
      {
        itemName: `${MARK} Tejas`,
        itemStartDate: '2026-12-02',
        itemPrice: 500,
        itemLabor: 120.25,
        assignee: assigneeOf(as.employeeA),
      },
      { itemName: `${MARK} Canaletas`, itemPrice: 250 },
    ],
  });
  const projectB = await newProject(api, companyB);

  // A second project the client approves, so company A has a notification of its own.
  const approved = await newProject(api, companyA, { name: `${MARK} Aprobado`, clientId: as.clientA.id });
  await ok(
    api.post('/api/projects/updateStatus', { projectId: approved.id, status: 'APPROVED' }, as.clientA.token),
    'approve',
  );

  const logo = await ok(
    uploadLogo(
      api,
      companyA.token,
      { id: String(companyA.id), isCompany: 'true' },
      {
        filename: 'logo.png',
        type: 'image/png',
        content: tinyPng(),
      },
    ),
    'logo',
  );

  const [photo] = await ok(
    uploadPhotos(api, companyA.token, jobPhotos(project.id, project.projectItems[0]!.id), [
      { filename: 'foto.png', type: 'image/png', content: tinyPng() },
    ]),
    'photo',
  );
  const [expense] = await ok(
    api.post<Expense[]>(
      '/api/expenses/create',
      [
        {
          name: `${MARK} gasto`,
          amount: 45.67,
          description: `${MARK} recibo`,
          date: '2026-12-02',
          projectId: project.id,
          jobId: project.projectItems[0]!.id,
        },
      ],
      companyA.token,
    ),
    'expense',
  );

  const timeEntryId = await clockedEntry(api, as.employeeA, project.projectItems[0]!.id);

  const reminders = await ok(
    api.post<{ rid: number; projectId: number }[]>(
      '/api/reminders/create',
      { text: `${MARK} llamar`, dueDate: '2026-12-01', projectId: project.id },
      companyA.token,
    ),
    'reminder',
  );
  const companyNotifications = await ok(
    api.get<{ id: number }[]>(`/api/notifications/get/company?companyId=${companyA.id}`, companyA.token),
    'company notifications',
  );
  const clientNotifications = await ok(
    api.get<{ id: number }[]>(`/api/notifications/get/user?userId=${as.clientA.id}`, as.clientA.token),
    'client notifications',
  );
  const companyProfile = await ok(
    api.get<Record<string, unknown>>(`/api/account/get/company?account=${companyA.id}`, companyA.token),
    'company account',
  );
  const employeeProfile = await ok(
    api.get<Record<string, unknown>>(`/api/account/get/user?account=${as.employeeA.id}`, as.employeeA.token),
    'employee account',
  );

  const chat = await collaborationOf(api, project, as.clientA);
  const billing = await billingOf(api, project, companyA, as.clientA);
  const principals = {} as Record<Actor, Principal>;
  for (const actor of ACTORS) principals[actor] = await principalOf(api, as[actor].token);
  expect(project.projectItems).toHaveLength(2);
  expect(reminders.length).toBeGreaterThan(0);
  expect(companyNotifications.length).toBeGreaterThan(0);
  expect(clientNotifications.length).toBeGreaterThan(0);

  return {
    as,
    companyA,
    companyB,
    project,
    projectB,
    reminderId: reminders[0]!.rid,
    logoName: logo.logo,
    photo: photo!,
    expenseId: expense!.id,
    timeEntryId,
    companyNotificationId: companyNotifications[0]!.id,
    clientNotificationId: clientNotifications[0]!.id,
    companyProfile,
    employeeProfile,
    ...chat,
    ...billing,
    principals,
    projectRef: { companyId: companyA.id, clientId: as.clientA.id, workerIds: [as.employeeA.id] },
    secrets: [MARK, companyA.name, project.name, String(companyProfile.email), String(employeeProfile.email)],
  };
}

/** employeeA starts and ends job 0 now; answers the entry. */
async function clockedEntry(api: Api, worker: Account, jobId: number): Promise<number> {
  const at = new Date().toISOString();
  for (const action of ['START', 'END']) {
    await ok(api.post('/api/time/clock', { jobId, action, at, clientRef: `world-${action}` }, worker.token), action);
  }
  const [entry] = await api.database.db
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(eq(timeEntries.jobId, jobId));
  return entry!.id;
}

/** The account a token signs in, loaded as the server loads it on each request. */
async function principalOf(api: Api, token: string): Promise<Principal> {
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const loaded = await loadPrincipal(api.database.db, subjectOf(sub)!);
  if (!loaded.ok) throw new Error(`no principal for ${sub}`);
  return loaded.principal;
}

/** Everything of A's that a refused call could have touched, read by A itself and by A's people. */
export async function snapshotOfA(api: Api, w: World): Promise<Record<string, unknown>> {
  const A = w.companyA;
  const reads: [string, string][] = [
    [`/api/account/get/company?account=${A.id}`, A.token],
    [`/api/projects/getByCompany?companyId=${A.id}`, A.token],
    [`/api/projects/getJobsByCompany?companyId=${A.id}`, A.token],
    [`/api/workers/get?companyId=${A.id}`, A.token],
    [`/api/clients/getByCompany?companyId=${A.id}`, A.token],
    [`/api/reminders/getByCompany?companyId=${A.id}`, A.token],
    [`/api/notifications/get/company?companyId=${A.id}`, A.token],
    [`/api/account/get/user?account=${w.as.employeeA.id}`, A.token],
    [`/api/account/get/user?account=${w.as.clientA.id}`, A.token],
    [`/api/notifications/get/user?userId=${w.as.clientA.id}`, w.as.clientA.token],
    [`/api/notifications/get/user?userId=${w.as.employeeA.id}`, w.as.employeeA.token],
    [`/api/media/getByJob?jobId=${w.project.projectItems[0]!.id}`, A.token],
    [`/api/media/getByProject?projectId=${w.project.id}`, A.token],
    [`/api/expenses/getByJobId?jobId=${w.project.projectItems[0]!.id}`, A.token],
    [`/api/expenses/getByProjectId?projectId=${w.project.id}`, A.token],
    [`/api/projects/invoices?projectId=${w.project.id}`, A.token],
    [`/api/estimates/getByProject?projectId=${w.project.id}`, A.token],
    [`/api/invoices/getByProject?projectId=${w.project.id}`, A.token],
  ];
  const snapshot: Record<string, unknown> = {};
  for (const [url, token] of reads) snapshot[url] = await ok(api.get(url, token), url);
  return snapshot;
}
