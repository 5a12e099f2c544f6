import { policy, type Call, type RouteCase } from './permission-matrix.js';

/**
 * The chat, invoice and Notificar calls (modules/chat, modules/invoices): the project's company
 * side and, where it reads or writes the chat or reads invoices, the project's client. The
 * company's workers have no part in either, even one working on the project (employeeA).
 */

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, body: unknown): Call => ({ method: 'POST', url, body });

export const COLLAB_CASES: RouteCase[] = [
  {
    route: 'POST /api/projects/message/create',
    call: (w) =>
      post('/api/projects/message/create', { projectId: w.project.id, messageText: 'Hola', projectMediaId: -1 }),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'clientA'],
    policy: (w) => policy('chat.join', w.projectRef),
    writes: true,
  },
  {
    route: 'GET /api/projects/getProjectMessages',
    call: (w) => get(`/api/projects/getProjectMessages?authType=1&projectId=${w.project.id}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'clientA'],
    policy: (w) => policy('chat.join', w.projectRef),
    // Reading moves the reader's unread marker: a refused read must move none.
    writes: true,
  },
  {
    route: 'GET /api/projects/invoices',
    call: (w) => get(`/api/projects/invoices?projectId=${w.project.id}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'clientA'],
    policy: (w) => policy('invoice.view', w.projectRef),
  },
  {
    route: 'GET /api/files/{name}',
    label: 'an invoice PDF',
    call: (w) => get(`/api/files/${w.invoiceFileName}`),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA', 'clientA'],
    policy: (w) => policy('invoice.view', w.projectRef),
  },
  {
    route: 'POST /api/projects/invoice',
    call: (w) => post('/api/projects/invoice', { projectId: w.project.id }),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('invoice.send', w.projectRef),
    writes: true,
  },
  {
    route: 'POST /api/projects/notify',
    call: (w) => post('/api/projects/notify', { projectId: w.project.id, message: 'Llegamos el lunes' }),
    denied: ['companyB', 'employeeB', 'clientB', 'employeeA', 'employeeA2', 'clientA', 'clientA2', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('project.edit', w.projectRef),
    writes: true,
  },
];
