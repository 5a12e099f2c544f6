import { get, job, PNG, post, put } from './permission-calls.js';
import { policy, type Call, type RouteCase } from './permission-matrix.js';
import type { World } from './permission-world.js';
import { jobPhotos, photoForm, projectPhotos } from './photos.js';

// The photo and expense calls (modules/media, modules/expenses).

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
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA2', 'clientA', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'employeeA'],
    policy: (w) => policy('expense.add', { companyId: w.companyA.id, activeAssigneeId: w.as.employeeA.id }),
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
