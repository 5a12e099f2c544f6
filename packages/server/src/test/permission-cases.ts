import { projectBody } from './factories.js';
import { BILLING_CASES } from './permission-cases-billing.js';
import { get, job, PNG, post, put, unique } from './permission-calls.js';
import { COLLAB_CASES } from './permission-cases-collab.js';
import { EXPENSE_CASES, MEDIA_CASES } from './permission-cases-media.js';
import { PEOPLE_CASES } from './permission-cases-people.js';
import { TIME_CASES } from './permission-cases-time.js';
import { policy, type Call, type RouteCase } from './permission-matrix.js';
import type { World } from './permission-world.js';

/**
 * Every protected route with a well-formed call aimed at company A, who must be refused (403) and
 * who may make it (200). Cases that destroy what later cases use come last in their table. The
 * people, media and chat calls have their own modules (permission-cases-*.ts); ALL_CASES is all.
 */

export function logoUpload(id: number, isCompany: boolean): Call {
  const boundary = `----obra${unique()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('id', String(id)) + field('isCompany', String(isCompany))),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    url: '/api/upload/logo',
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A's project sent back as it is (no price: the stored one is kept; no jobs: the saved ones stay). */
function sameProject(w: World) {
  const p = w.project;
  const { name, address, city, state, zip, startDate, endDate, description, type } = p;
  return {
    id: p.id,
    name,
    address,
    city,
    state,
    zip,
    startDate,
    endDate,
    description,
    type,
    clientId: p.clientId,
    projectItems: [],
  };
}

export const ACCOUNT_CASES: RouteCase[] = [
  {
    route: 'GET /api/account/get/company',
    call: (w) => get(`/api/account/get/company?account=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
  },
  {
    route: 'POST /api/account/update/company',
    call: (w) => post('/api/account/update/company', { ...w.companyProfile, id: w.companyA.id }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.edit', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'POST /api/account/update/notices',
    call: (w) => post('/api/account/update/notices', { id: w.companyA.id, enRoute: false }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.edit', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'GET /api/account/get/user',
    call: (w) => get(`/api/account/get/user?account=${w.as.employeeA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['employeeA', 'companyA', 'adminA'],
  },
  {
    route: 'POST /api/account/update/user',
    call: (w) => post('/api/account/update/user', { ...w.employeeProfile, id: w.as.employeeA.id }),
    denied: ['companyB', 'employeeB', 'companyA', 'adminA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['employeeA'],
    policy: (w) => policy('account.own', { kind: 'user', id: w.as.employeeA.id }),
    writes: true,
  },
  {
    route: 'GET /api/auth/get/company',
    call: (w) => get(`/api/auth/get/company?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'clientB', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA', 'employeeA2', 'clientA', 'clientA2'],
  },
  {
    route: 'GET /api/plans/usage',
    call: (w) => get(`/api/plans/usage?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
  },
  {
    route: 'GET /api/files/{name}',
    call: (w) => get(`/api/files/${w.logoName}`),
    denied: ['companyB', 'employeeB', 'clientB', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA', 'clientA'],
  },
  {
    route: 'POST /api/upload/logo',
    call: (w) => logoUpload(w.companyA.id, true),
    denied: ['companyB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('company.edit', { companyId: w.companyA.id }),
    writes: true,
  },
];

export const PROJECT_CASES: RouteCase[] = [
  {
    route: 'POST /api/projects/create',
    call: () => post('/api/projects/create', projectBody()),
    denied: ['employeeA', 'employeeA2', 'clientA', 'employeeB', 'clientB'],
    allowed: ['companyA', 'adminA', 'contractor'],
    policy: () => policy('project.create'),
    writes: true,
  },
  {
    route: 'POST /api/projects/update',
    call: (w) => post('/api/projects/update', sameProject(w)),
    denied: ['companyB', 'employeeB', 'employeeA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('project.edit', w.projectRef),
    writes: true,
  },
  {
    route: 'POST /api/projects/updateStatus',
    call: (w) => post('/api/projects/updateStatus', { projectId: w.project.id, status: 'CLIENT_APPROVAL' }),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('project.changeStatus', w.projectRef),
    writes: true,
  },
  {
    route: 'POST /api/projects/updateStatus',
    label: 'the approval only the project’s client gives',
    call: (w) => post('/api/projects/updateStatus', { projectId: w.project.id, status: 'APPROVED' }),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA2', 'contractor'],
    allowed: [],
    policy: (w) => policy('project.decide', w.projectRef),
    writes: true,
  },
  {
    route: 'POST /api/projects/updateJob',
    call: (w) =>
      post('/api/projects/updateJob', {
        id: job(w, 0).id,
        projectId: w.project.id,
        itemName: job(w, 0).itemName,
        itemStartDate: job(w, 0).itemStartDate,
        comments: 'Detalles del trabajo',
      }),
    denied: ['companyB', 'employeeB', 'employeeA2', 'clientA', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA'],
    policy: (w) => policy('job.complete', { companyId: w.companyA.id, activeAssigneeId: w.as.employeeA.id }),
    writes: true,
  },
  {
    route: 'GET /api/projects/getByCompany',
    call: (w) => get(`/api/projects/getByCompany?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
  },
  {
    route: 'GET /api/projects/getJobsByCompany',
    call: (w) => get(`/api/projects/getJobsByCompany?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
  },
  {
    route: 'GET /api/projects/summary',
    call: (w) => get(`/api/projects/summary?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
  },
  {
    route: 'GET /api/projects/getAssigneesByCompany',
    call: (w) => get(`/api/projects/getAssigneesByCompany?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
  },
  {
    route: 'GET /api/projects/getByUser',
    call: (w) => get(`/api/projects/getByUser?userId=${w.as.employeeA.id}`),
    denied: ['companyB', 'companyA', 'adminA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['employeeA'],
    policy: (w) => policy('account.own', { kind: 'user', id: w.as.employeeA.id }),
  },
  {
    route: 'GET /api/projects/getByUser',
    label: 'a client’s projects',
    call: (w) => get(`/api/projects/getByUser?userId=${w.as.clientA.id}`),
    denied: ['companyB', 'companyA', 'adminA', 'employeeA', 'clientA2', 'clientB'],
    allowed: ['clientA'],
    policy: (w) => policy('account.own', { kind: 'user', id: w.as.clientA.id }),
  },
  {
    route: 'GET /api/projects/getJobsByUser',
    call: (w) => get(`/api/projects/getJobsByUser?userId=${w.as.employeeA.id}`),
    denied: ['companyB', 'companyA', 'adminA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['employeeA'],
    policy: (w) => policy('account.own', { kind: 'user', id: w.as.employeeA.id }),
  },
  {
    route: 'GET /api/projects/getProjectById',
    call: (w) => get(`/api/projects/getProjectById?projectId=${w.project.id}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA', 'clientA'],
    policy: (w) => policy('project.view', w.projectRef),
  },
  {
    route: 'POST /api/projects/job/delete',
    call: (w) => post('/api/projects/job/delete', { jobId: job(w, 1).id, projectId: w.project.id }),
    denied: ['companyB', 'employeeB', 'employeeA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('project.edit', w.projectRef),
    writes: true,
  },
  {
    route: 'POST /api/projects/delete',
    call: (w) => post('/api/projects/delete', { projectId: w.project.id }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('project.edit', w.projectRef),
    writes: true,
  },
];

export const REMINDER_CASES: RouteCase[] = [
  {
    route: 'POST /api/reminders/create',
    call: (w) =>
      post('/api/reminders/create', { text: 'Revisar techo', dueDate: '2026-12-05', projectId: w.project.id }),
    denied: ['companyB', 'employeeB', 'employeeA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('reminder.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'GET /api/reminders/getByCompany',
    call: (w) => get(`/api/reminders/getByCompany?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('reminder.manage', { companyId: w.companyA.id }),
  },
  {
    route: 'GET /api/reminders/getByUser',
    call: (w) => get(`/api/reminders/getByUser?userId=${w.as.employeeA.id}`),
    denied: ['companyB', 'companyA', 'adminA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['employeeA'],
    policy: (w) => policy('account.own', { kind: 'user', id: w.as.employeeA.id }),
  },
  {
    route: 'PUT /api/reminders/complete',
    call: (w) => put('/api/reminders/complete', { reminderId: w.reminderId }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('reminder.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'GET /api/notifications/get/company',
    call: (w) => get(`/api/notifications/get/company?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
  },
  {
    route: 'GET /api/notifications/get/user',
    call: (w) => get(`/api/notifications/get/user?userId=${w.as.clientA.id}`),
    denied: ['companyB', 'companyA', 'adminA', 'employeeA', 'clientA2', 'clientB', 'contractor'],
    allowed: ['clientA'],
    policy: (w) => policy('account.own', { kind: 'user', id: w.as.clientA.id }),
  },
  {
    route: 'POST /api/notifications/update',
    label: 'the company’s notification',
    call: (w) => post('/api/notifications/update', { id: w.companyNotificationId }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'POST /api/notifications/update',
    label: 'a client’s notification',
    call: (w) => post('/api/notifications/update', { id: w.clientNotificationId }),
    denied: ['companyB', 'companyA', 'adminA', 'employeeA', 'clientA2', 'contractor'],
    allowed: ['clientA'],
    policy: (w) => policy('account.own', { kind: 'user', id: w.as.clientA.id }),
    writes: true,
  },
];

export const ALL_CASES = [
  ...BILLING_CASES,
  ...ACCOUNT_CASES,
  ...PROJECT_CASES,
  ...PEOPLE_CASES,
  ...REMINDER_CASES,
  ...COLLAB_CASES,
  ...MEDIA_CASES,
  ...EXPENSE_CASES,
  ...TIME_CASES,
];
