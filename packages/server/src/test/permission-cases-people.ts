import { clientPassword, clientUsername } from '../auth/client-hash.js';
import { get, post, put, unique } from './permission-calls.js';
import { policy, type RouteCase } from './permission-matrix.js';

/** The calls about a company's people: workers, clients, invitations and requests to join. */
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
