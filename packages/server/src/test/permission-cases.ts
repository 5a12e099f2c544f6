import { randomBytes } from 'node:crypto';
import { clientPassword, clientUsername } from '../auth/client-hash.js';
import { projectBody } from './factories.js';
import { jobPhotos, photoForm, projectPhotos } from './photos.js';
import { COLLAB_CASES } from './permission-cases-collab.js';
import { policy, type Call, type RouteCase, type World } from './permission-matrix.js';

/**
 * Every protected route with a well-formed call aimed at company A, who must be refused (403) and
 * who may make it (200). Cases that destroy what later cases use come last in their table.
 */

const unique = () => randomBytes(4).toString('hex');
const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, body: unknown): Call => ({ method: 'POST', url, body });
const put = (url: string, body: unknown): Call => ({ method: 'PUT', url, body });

/** A tiny PNG (signature and header are what the server looks at). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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

const job = (w: World, index: 0 | 1) => w.project.projectItems[index]!;

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

export const PEOPLE_CASES: RouteCase[] = [
  {
    route: 'GET /api/clients/getByCompany',
    call: (w) => get(`/api/clients/getByCompany?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('client.manage', { companyId: w.companyA.id }),
  },
  {
    route: 'POST /api/clients/create',
    call: () =>
      post('/api/clients/create', {
        name: `Cliente ${unique()}`,
        email: `cliente-${unique()}@example.com`,
        phone: '801-555-0123',
        address: '9 Elm St',
        city: 'Ogden',
        state: 'UT',
        zip: '84401',
      }),
    denied: ['employeeA', 'clientA', 'employeeB', 'clientB'],
    allowed: ['companyA', 'adminA'],
    policy: () => policy('client.manage'),
    writes: true,
  },
  {
    route: 'GET /api/workers/get',
    call: (w) => get(`/api/workers/get?companyId=${w.companyA.id}`),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
  },
  {
    route: 'POST /api/workers/create',
    call: () =>
      post('/api/workers/create', {
        name: `Trabajador ${unique()}`,
        email: `trabajador-${unique()}@example.com`,
        phone: '801-555-0124',
        field: 'Pintura',
        username: clientUsername(`trabajador-${unique()}`),
        password: clientPassword('otra-contraseña'),
      }),
    denied: ['employeeA', 'clientA', 'employeeB', 'clientB'],
    allowed: ['companyA', 'adminA'],
    policy: () => policy('worker.manage'),
    writes: true,
  },
  {
    route: 'PUT /api/workers/unassign',
    call: (w) => put('/api/workers/unassign', { companyId: w.companyA.id, userId: w.as.employeeA.id }),
    denied: ['companyB', 'employeeB', 'employeeA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'PUT /api/workers/unassign',
    label: 'naming the caller’s own company',
    call: (w) => put('/api/workers/unassign', { companyId: w.companyB.id, userId: w.as.employeeA.id }),
    denied: ['companyB'],
    allowed: [],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'PUT /api/workers/updateType',
    call: (w) => put('/api/workers/updateType', { userId: w.as.employeeA2.id, type: 'admin' }),
    denied: ['companyB', 'employeeB', 'employeeA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'PUT /api/workers/delete',
    label: 'naming the caller’s own company',
    call: (w) => put('/api/workers/delete', { companyId: w.companyB.id, userId: w.as.employeeA2.id }),
    denied: ['companyB'],
    allowed: [],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'PUT /api/workers/delete',
    call: (w) => put('/api/workers/delete', { companyId: w.companyA.id, userId: w.as.employeeA2.id }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    // Allowed callers end the worker's sessions, which the rest of the matrix signs in with: the
    // company's success is checked in modules/auth/sessions.test.ts.
    route: 'PUT /api/workers/updatePassword',
    call: (w) => put('/api/workers/updatePassword', { userId: w.as.employeeA.id, password: 'a'.repeat(64) }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: [],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  // Deciding on a request that is not there answers 404 to any company (checked with real requests in
  // modules/joining/joining.test.ts); the people who are no company are refused first.
  {
    route: 'PUT /api/clients/accept',
    call: (w) => put('/api/clients/accept', { clientId: w.as.clientA.id }),
    denied: ['employeeB', 'employeeA', 'clientA'],
    allowed: [],
    policy: () => policy('client.manage'),
    writes: true,
  },
  {
    route: 'PUT /api/clients/reject',
    call: (w) => put('/api/clients/reject', { clientId: w.as.clientA.id }),
    denied: ['employeeB', 'employeeA', 'clientA'],
    allowed: [],
    policy: () => policy('client.manage'),
    writes: true,
  },
  // Invitations send mail: the company's success is checked with a real SMTP server in joining.test.ts.
  {
    route: 'POST /api/workers/invite',
    call: () => post('/api/workers/invite', { email: 'invitado@example.com' }),
    denied: ['employeeB', 'employeeA', 'clientA'],
    allowed: [],
    policy: () => policy('worker.manage'),
    writes: true,
  },
  {
    route: 'POST /api/clients/invite',
    call: (w) => post('/api/clients/invite', { clientId: w.as.clientA.id }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: [],
    policy: (w) => policy('client.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    // Anyone signed in may end their own session (and only that: modules/auth/sessions.test.ts).
    route: 'POST /api/auth/logout',
    call: () => post('/api/auth/logout', {}),
    denied: [],
    allowed: [],
  },
  {
    route: 'PUT /api/workers/updateAccess',
    call: (w) => put('/api/workers/updateAccess', { userId: w.as.employeeA.id, access: false }),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
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

/** POST /api/upload/photos with one photo, as the web app sends it. */
export function photoUpload(fields: Record<string, string>): Call {
  const { payload, headers } = photoForm(fields, [{ filename: 'foto.png', type: 'image/png', content: PNG }]);
  return { method: 'POST', url: '/api/upload/photos', body: payload, headers };
}

const expenseOfA = (w: World, jobId: number | null) => ({
  name: 'Tejas',
  amount: 12.34,
  description: 'Home Depot',
  date: '2026-12-03',
  projectId: w.project.id,
  jobId,
});

export const MEDIA_CASES: RouteCase[] = [
  {
    route: 'POST /api/upload/photos',
    call: (w) => photoUpload(jobPhotos(w.project.id, job(w, 0).id)),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA2', 'clientA', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA'],
    policy: (w) => policy('job.complete', { companyId: w.companyA.id, activeAssigneeId: w.as.employeeA.id }),
    writes: true,
  },
  {
    route: 'POST /api/upload/photos',
    label: 'photos of the project itself',
    call: (w) => photoUpload(projectPhotos(w.project.id)),
    denied: ['companyB', 'employeeB', 'employeeA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('project.edit', w.projectRef),
    writes: true,
  },
  {
    route: 'GET /api/media/getByJob',
    call: (w) => get(`/api/media/getByJob?jobId=${job(w, 0).id}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA', 'clientA'],
    policy: (w) => policy('project.view', w.projectRef),
  },
  {
    route: 'GET /api/media/getByProject',
    call: (w) => get(`/api/media/getByProject?projectId=${w.project.id}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA', 'clientA'],
    policy: (w) => policy('project.view', w.projectRef),
  },
  {
    route: 'GET /api/files/{name}',
    label: 'a job photo',
    call: (w) => get(`/api/files/${w.photo.name}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA', 'clientA'],
    policy: (w) => policy('project.view', w.projectRef),
  },
  {
    route: 'GET /api/files/{name}',
    label: 'a job photo’s thumbnail',
    call: (w) => get(w.photo.thumbUrl!),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA', 'clientA'],
    policy: (w) => policy('project.view', w.projectRef),
  },
  {
    route: 'PUT /api/media/delete',
    call: (w) => put('/api/media/delete', { mediaId: w.photo.id }),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('project.edit', w.projectRef),
    writes: true,
  },
];

export const EXPENSE_CASES: RouteCase[] = [
  {
    route: 'POST /api/expenses/create',
    call: (w) => post('/api/expenses/create', [expenseOfA(w, job(w, 0).id)]),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('expense.manage', w.projectRef),
    writes: true,
  },
  {
    route: 'POST /api/expenses/create',
    label: 'the project’s own expenses',
    call: (w) => post('/api/expenses/create', [expenseOfA(w, null)]),
    denied: ['companyB', 'employeeB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('expense.manage', w.projectRef),
    writes: true,
  },
  {
    route: 'GET /api/expenses/getByJobId',
    call: (w) => get(`/api/expenses/getByJobId?jobId=${job(w, 0).id}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('expense.view', w.projectRef),
  },
  {
    route: 'GET /api/expenses/getByProjectId',
    call: (w) => get(`/api/expenses/getByProjectId?projectId=${w.project.id}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('expense.view', w.projectRef),
  },
  {
    route: 'PUT /api/expenses/delete',
    call: (w) => put('/api/expenses/delete', { id: w.expenseId }),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'clientA', 'contractor'],
    allowed: ['companyA'],
    policy: (w) => policy('expense.manage', w.projectRef),
    writes: true,
  },
];

export const ALL_CASES = [
  ...ACCOUNT_CASES,
  ...PROJECT_CASES,
  ...PEOPLE_CASES,
  ...REMINDER_CASES,
  ...COLLAB_CASES,
  ...MEDIA_CASES,
  ...EXPENSE_CASES,
];
