import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, can, type Action, type Principal, type ResourceArgs } from '@obra/domain';
import { refusal, type Answer, type Api } from './app.js';
import { buildWorld, snapshotOfA, type Actor, type World } from './permission-world.js';

/**
 * The permission matrix: each route case (permission-cases*.ts) is called logged out, with bad
 * tokens, by every role that must be refused and by those who may, in the world of
 * permission-world.ts.
 */

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

export function send(api: Api, call: Call, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return api.request({
    method: call.method,
    url: call.url,
    ...(call.body === undefined ? {} : { payload: call.body as object }),
    headers: { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
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
 * Routes whose call names no object: creations, the uploads, whose ids travel inside a multipart
 * form (a missing project or job there is refused in modules/media/upload*.test.ts and
 * modules/account/logo.test.ts), and the time lists, which are the caller's company's.
 */
const NAMES_NO_OBJECT = [
  'POST /api/projects/create',
  'POST /api/clients/create',
  'POST /api/workers/create',
  'POST /api/upload/logo',
  'POST /api/upload/photos',
  'GET /api/time/entries',
  'GET /api/time/hours',
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
