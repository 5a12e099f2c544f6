import { get, job, post, put, unique } from './permission-calls.js';
import { policy, type RouteCase } from './permission-matrix.js';

/**
 * The time clock (modules/time): only the worker holding the job taps it or reads its state; the
 * company side (the company and its admins) reads the hours, corrects entries and sets rates. The
 * lists are the caller's own company's: another company reading them sees its own, so only people
 * who are no company side are refused them.
 */
const NOT_COMPANY_SIDE = ['employeeA', 'employeeA2', 'clientA', 'clientA2', 'employeeB', 'clientB'] as const;
const ALL_BUT_EMPLOYEE_A = [
  'companyA',
  'adminA',
  'employeeA2',
  'clientA',
  'clientA2',
  'contractor',
  'companyB',
  'employeeB',
  'clientB',
] as const;

export const TIME_CASES: RouteCase[] = [
  {
    route: 'GET /api/time/state',
    call: (w) => get(`/api/time/state?jobId=${job(w, 0).id}`),
    denied: [...ALL_BUT_EMPLOYEE_A],
    allowed: ['employeeA'],
    policy: (w) => policy('time.clock', { companyId: w.companyA.id, activeAssigneeId: w.as.employeeA.id }),
  },
  {
    route: 'GET /api/time/open',
    call: (w) => get(`/api/time/open?userId=${w.as.employeeA.id}`),
    denied: [...ALL_BUT_EMPLOYEE_A],
    allowed: ['employeeA'],
    policy: (w) => policy('account.own', { kind: 'user', id: w.as.employeeA.id }),
  },
  {
    route: 'POST /api/time/clock',
    call: (w) =>
      post('/api/time/clock', {
        jobId: job(w, 0).id,
        action: 'START',
        at: new Date().toISOString(),
        clientRef: `matrix-${unique()}`,
      }),
    denied: [...ALL_BUT_EMPLOYEE_A],
    allowed: ['employeeA'],
    policy: (w) => policy('time.clock', { companyId: w.companyA.id, activeAssigneeId: w.as.employeeA.id }),
    writes: true,
  },
  {
    route: 'GET /api/time/entries',
    call: () => get('/api/time/entries'),
    denied: [...NOT_COMPANY_SIDE],
    allowed: ['companyA', 'adminA'],
    policy: () => policy('worker.manage'),
  },
  {
    route: 'GET /api/time/hours',
    call: () => get('/api/time/hours'),
    denied: [...NOT_COMPANY_SIDE],
    allowed: ['companyA', 'adminA'],
    policy: () => policy('worker.manage'),
  },
  {
    route: 'POST /api/time/entries/correct',
    call: (w) =>
      post('/api/time/entries/correct', {
        entryId: w.timeEntryId,
        startedAt: new Date(Date.now() - 3_600_000).toISOString(),
        endedAt: new Date().toISOString(),
        reason: 'Corrección',
      }),
    denied: [...NOT_COMPANY_SIDE, 'companyB', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
    writes: true,
  },
  {
    route: 'PUT /api/workers/rate',
    call: (w) => put('/api/workers/rate', { userId: w.as.employeeA.id, hourlyRate: 20 }),
    denied: [...NOT_COMPANY_SIDE, 'companyB', 'contractor'],
    allowed: ['companyA', 'adminA'],
    policy: (w) => policy('worker.manage', { companyId: w.companyA.id }),
    writes: true,
  },
];
