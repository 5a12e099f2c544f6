import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  can,
  type Action,
  type Expense,
  type MediaItem,
  type Principal,
  type Project,
  type ProjectRef,
  type ResourceArgs,
} from '@obra/domain';
import { loadPrincipal, subjectOf } from '../auth/principal.js';
import { companies, invoices } from '../db/schema.js';
import { refusal, type Answer, type Api } from './app.js';
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
  /** A notification addressed to company A, and one addressed to clientA. */
  companyNotificationId: number;
  clientNotificationId: number;
  /** What A's account and employeeA's account hold now, to send back unchanged. */
  companyProfile: Record<string, unknown>;
  employeeProfile: Record<string, unknown>;
  /** A's project's chat holds one message from clientA; the stored name of an invoice of it sent to clientA. */
  chatMessageId: number;
  invoiceFileName: string;
  /** Text of A's that must never appear in an answer to someone without access. */
  secrets: string[];
  /** Each actor as the server loads them, for asking the policy. */
  principals: Record<Actor, Principal>;
  /** A's project as the policy sees it: its company, its client and the worker holding job 0. */
  projectRef: ProjectRef;
}

/** The action a route decides by, and the resource it decides on (docs/decisions/0011). */
export interface PolicyCheck {
  action: Action;
  resource: unknown;
}

export const policy = <A extends Action>(action: A, ...[resource]: ResourceArgs<A>): PolicyCheck => ({
  action,
  resource,
});

/** The policy's answer to a check built by `policy`, which typed the resource by its action. */
export function allows(principal: Principal, check: PolicyCheck): boolean {
  return (can as (p: Principal, action: Action, resource?: unknown) => boolean)(
    principal,
    check.action,
    check.resource,
  );
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RouteCase {
  /** 'METHOD /api/path', as the route is registered. */
  route: string;
  /** Tells two cases of one route apart. */
  label?: string;
  call: (w: World) => Call;
  /** Everyone who must be refused with 403. */
  denied: Actor[];
  /** Who may make this very call: run after the refusals, proving the call itself is well-formed. */
  allowed: Actor[];
  /** Writes: every refusal is followed by a check that nothing of A's changed. */
  writes?: boolean;
  /**
   * What the route asks the policy: the matrix checks that `can` refuses everyone in `denied` and
   * lets in everyone in `allowed`. Left out only where a membership only the database knows
   * decides (permissions.test.ts lists those routes).
   */
  policy?: (w: World) => PolicyCheck;
}

const MARK = 'SECRETO-A';

export function send(api: Api, call: Call, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return api.request({
    method: call.method,
    url: call.url,
    ...(call.body === undefined ? {} : { payload: call.body as object }),
    headers: { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

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
  });
  return { chatMessageId: message.id, invoiceFileName };
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
    companyNotificationId: companyNotifications[0]!.id,
    clientNotificationId: clientNotifications[0]!.id,
    companyProfile,
    employeeProfile,
    ...chat,
    principals,
    projectRef: { companyId: companyA.id, clientId: as.clientA.id, workerIds: [as.employeeA.id] },
    secrets: [MARK, companyA.name, project.name, String(companyProfile.email), String(employeeProfile.email)],
  };
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
  ];
  const snapshot: Record<string, unknown> = {};
  for (const [url, token] of reads) snapshot[url] = await ok(api.get(url, token), url);
  return snapshot;
}

export const REFUSED = refusal(MSG.forbidden);
export const UNAUTHENTICATED = refusal(MSG.unauthenticated);

/** Tokens that must never let anyone in: none of them names a live account with a valid signature. */
export function badTokens(api: Api, w: World): [string, string][] {
  const valid = w.companyA.token;
  const [header, payload, signature] = valid.split('.');
  const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
  const longAgo = Math.floor(Date.now() / 1000) - 30 * 24 * 60 * 60;
  const sign = (claims: Record<string, unknown>) => api.app.jwt.sign(claims as { sub: string; sid: string });
  // A's own open session: each token below is wrong in one way only.
  const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
  return [
    ['garbage', 'not-a-token'],
    ['three garbage parts', 'abc.def.ghi'],
    ['expired', sign({ sub: `c:${w.companyA.id}`, sid, iat: longAgo })],
    ['without a session', sign({ sub: `c:${w.companyA.id}` })],
    ["with another account's session", sign({ sub: `c:${w.companyB.id}`, sid })],
    ['bad signature', `${header}.${payload}.${flipped}`],
    ['unsigned (alg none)', `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`],
    ['for an account that does not exist', sign({ sub: 'c:2147483647', sid })],
    ['with a malformed subject', sign({ sub: `${w.companyA.id}`, sid })],
  ];
}

/** An id no object has. */
const MISSING_ID = 2147483646;

/**
 * The same call naming objects that do not exist: every id in the query string and every `id` or
 * `…Id` field of the body.
 */
function withMissingIds(original: Call): Call {
  const swap = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(swap);
    // A multipart form travels as bytes: its ids are not JSON fields.
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, /^id$|Id$/.test(k) && typeof v === 'number' ? MISSING_ID : swap(v)]),
    );
  };
  const [rawPath, query] = original.url.split('?');
  // A stored file is named by the server: one of that shape that was never stored.
  const path = rawPath!.replace(/\/files\/[0-9a-f]{32}\./, `/files/${'0'.repeat(32)}.`);
  const url = query ? `${path}?${query.replace(/=\d+/g, `=${MISSING_ID}`)}` : path;
  return { ...original, url, ...(original.body === undefined ? {} : { body: swap(original.body) }) };
}

/**
 * Routes whose call names no object: creations, and the uploads, whose ids travel inside a
 * multipart form (a missing project or job there is refused in modules/media/upload*.test.ts and
 * modules/account/logo.test.ts).
 */
const NAMES_NO_OBJECT = [
  'POST /api/projects/create',
  'POST /api/clients/create',
  'POST /api/workers/create',
  'POST /api/upload/logo',
  'POST /api/upload/photos',
];

/** Soft on the status and envelope, so that a wrong code still gets the "changed nothing" check after it. */
function checkRefusal(res: Answer, w: World, who: string) {
  expect.soft(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(403);
  expect.soft(res.body).toEqual(REFUSED);
  const raw = JSON.stringify(res.body);
  for (const secret of w.secrets) expect(raw, who).not.toContain(secret);
}

/** One describe per route: logged out, bad tokens, each role without access, then the roles with access. */
export function runMatrix(api: Api, cases: RouteCase[]): void {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(api);
  });

  for (const c of cases) {
    describe(c.label ? `${c.route} (${c.label})` : c.route, () => {
      it('has the method and path it claims', () => {
        const call = c.call(w);
        // Path parameters are written the OpenAPI way: /api/files/{name}.
        const pattern = new RegExp(`^${c.route.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        expect(`${call.method} ${call.url.split('?')[0]}`).toMatch(pattern);
      });

      it('answers 401 without a token, and changes nothing', async () => {
        const before = c.writes ? await snapshotOfA(api, w) : null;
        const res = await send(api, c.call(w));
        expect(res.status, JSON.stringify(res.body)).toBe(401);
        expect(res.body).toEqual(UNAUTHENTICATED);
        if (before) expect(await snapshotOfA(api, w)).toEqual(before);
      });

      it('answers 401 to garbage, expired, forged and orphan tokens, and to other schemes', async () => {
        const before = c.writes ? await snapshotOfA(api, w) : null;
        for (const [kind, token] of badTokens(api, w)) {
          const res = await send(api, c.call(w), token);
          expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(401);
          expect(res.body, kind).toEqual(UNAUTHENTICATED);
        }
        for (const authorization of [`Basic ${w.companyA.token}`, 'Bearer', `Token ${w.companyA.token}`]) {
          const res = await send(api, c.call(w), undefined, { authorization });
          expect(res.status, authorization.slice(0, 12)).toBe(401);
        }
        if (before) expect(await snapshotOfA(api, w)).toEqual(before);
      });

      if (c.denied.length > 0) {
        it.each(c.denied)('refuses %s with 403, revealing and changing nothing', async (actor) => {
          const before = c.writes ? await snapshotOfA(api, w) : null;
          checkRefusal(await send(api, c.call(w), w.as[actor].token), w, actor);
          if (before) expect(await snapshotOfA(api, w)).toEqual(before);
        });
      }

      if (c.policy) {
        it('asks the policy, which refuses those refused and lets in those let in', () => {
          const check = c.policy!(w);
          for (const actor of c.denied) expect(allows(w.principals[actor], check), `${actor} refused`).toBe(false);
          for (const actor of c.allowed) expect(allows(w.principals[actor], check), `${actor} let in`).toBe(true);
        });
      }

      if (c.allowed.length > 0) {
        it('answers those allowed 403 or 404 for objects that do not exist, changing nothing', async () => {
          const original = c.call(w);
          const call = withMissingIds(original);
          if (JSON.stringify(call) === JSON.stringify(original)) {
            expect(NAMES_NO_OBJECT, 'its call names no object').toContain(c.route);
            return;
          }
          for (const actor of c.allowed) {
            const before = c.writes ? await snapshotOfA(api, w) : null;
            const res = await send(api, call, w.as[actor].token);
            expect([403, 404], `${actor}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
            expect(res.body.querySuccess).toBe(false);
            if (before) expect(await snapshotOfA(api, w)).toEqual(before);
          }
        });
      }

      if (c.allowed.length > 0) {
        it.each(c.allowed)('lets %s make the same call', async (actor) => {
          const res = await send(api, c.call(w), w.as[actor].token);
          expect(res.status, `${actor}: ${JSON.stringify(res.body)}`).toBe(200);
          // Files answer their own bytes; every other call the envelope.
          if (String(res.headers['content-type']).includes('json')) expect(res.body.querySuccess).toBe(true);
        });
      }
    });
  }
}
