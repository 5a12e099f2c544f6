import { DEFAULT_TIME_ZONE, todayIn } from '@obra/domain';
import { policy, type Call, type RouteCase } from './permission-matrix.js';
import type { Actor } from './permission-world.js';

/**
 * "Getting paid" (modules/billing): every company-side call is the project's owner's (its company
 * and admins), as *Factura* is; the month's summary is the company's (company.view). The client
 * acts only through the share link (modules/billing/billing.test.ts), never with a session.
 */

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, body: unknown): Call => ({ method: 'POST', url, body });

const denied: Actor[] = [
  'companyB',
  'employeeB',
  'clientB',
  'employeeA',
  'employeeA2',
  'clientA',
  'clientA2',
  'contractor',
];
const allowed: Actor[] = ['companyA', 'adminA'];
const owner = {
  denied,
  allowed,
  policy: (w: Parameters<NonNullable<RouteCase['policy']>>[0]) => policy('invoice.send', w.projectRef),
};

export const BILLING_CASES: RouteCase[] = [
  {
    route: 'POST /api/estimates/create',
    call: (w) => post('/api/estimates/create', { projectId: w.project.id, taxRate: 8.25 }),
    ...owner,
    writes: true,
  },
  {
    route: 'GET /api/estimates/getByProject',
    call: (w) => get(`/api/estimates/getByProject?projectId=${w.project.id}`),
    ...owner,
  },
  {
    route: 'POST /api/estimates/send',
    call: (w) => post('/api/estimates/send', { estimateId: w.estimateId, mail: false }),
    ...owner,
    writes: true,
  },
  {
    route: 'POST /api/estimates/revoke',
    call: (w) => post('/api/estimates/revoke', { estimateId: w.estimateId }),
    ...owner,
    writes: true,
  },
  {
    route: 'GET /api/estimates/pdf',
    call: (w) => get(`/api/estimates/pdf?estimateId=${w.approvedEstimateId}`),
    ...owner,
  },
  {
    route: 'GET /api/estimates/signature',
    call: (w) => get(`/api/estimates/signature?estimateId=${w.approvedEstimateId}`),
    ...owner,
  },
  {
    route: 'POST /api/invoices/create',
    call: (w) => post('/api/invoices/create', { projectId: w.project.id }),
    ...owner,
    writes: true,
  },
  {
    route: 'GET /api/invoices/getByProject',
    call: (w) => get(`/api/invoices/getByProject?projectId=${w.project.id}`),
    ...owner,
  },
  {
    route: 'POST /api/invoices/send',
    call: (w) => post('/api/invoices/send', { invoiceId: w.billedInvoiceId, mail: false }),
    ...owner,
    writes: true,
  },
  {
    route: 'POST /api/invoices/revoke',
    call: (w) => post('/api/invoices/revoke', { invoiceId: w.billedInvoiceId }),
    ...owner,
    writes: true,
  },
  {
    route: 'POST /api/invoices/recordPayment',
    call: (w) =>
      post('/api/invoices/recordPayment', {
        invoiceId: w.billedInvoiceId,
        amount: 0.01,
        date: todayIn(DEFAULT_TIME_ZONE),
        method: 'cash',
      }),
    ...owner,
    writes: true,
  },
  {
    route: 'GET /api/invoices/pdf',
    call: (w) => get(`/api/invoices/pdf?invoiceId=${w.billedInvoiceId}`),
    ...owner,
  },
  {
    route: 'GET /api/invoices/summary',
    call: (w) => get(`/api/invoices/summary?companyId=${w.companyA.id}`),
    denied,
    allowed,
    policy: (w) => policy('company.view', { companyId: w.companyA.id }),
  },
];
