import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useApi } from '../test/app.js';
import { companySignup, login, newCompany, newEmployee, newProject } from '../test/factories.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';

/**
 * Signed-in screens drawn on the server from the session cookie (docs/decisions/0010). The web
 * root is a small build of our own making, with a renderer that draws a company's projects
 * through the `load` the server gives it, so the test does not depend on `npm run build`; the
 * browser tests draw the real screens.
 */
const root = mkdtempSync(path.join(tmpdir(), 'obra-drawn-'));
const write = (name: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), content);
};
write('index.html', '<!doctype html><html lang="es"><title>Obra</title><div id="root"></div><!--app-->');
write(
  'pages/signed-in.html',
  '<!doctype html><html lang="es"><head><title>Obra</title></head><body>' +
    '<div id="root" data-drawn><!--page--></div><script type="application/json" id="drawn-state"><!--state--></script>',
);
// Draws /dashboard with the company's projects; ?de=<id> also asks for another company's.
write(
  'server/render.js',
  `export async function drawSignedIn({ url, account, load }) {
    const [path, query] = url.split('?');
    if (path !== '/dashboard' || !account.isCompany) return null;
    const projects = await load('/projects/getByCompany?companyId=' + account.companyId);
    const other = new URLSearchParams(query ?? '').get('de');
    if (other) await load('/projects/getByCompany?companyId=' + other);
    return {
      html: '<h1>' + account.name + '</h1><ul>' + projects.map((p) => '<li>' + p.name + '</li>').join('') + '</ul>',
      title: 'Panel · Obra <' + account.name + '>',
      state: JSON.stringify({ account, note: '</script><script>alert(1)</script>' }),
    };
  }`,
);

const api = useApi({}, { webRoot: root });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The session cookie a sign-in set, as `name=value`. */
function cookieOf(headers: Record<string, unknown>): string {
  const set = [headers['set-cookie'] ?? []].flat().map(String);
  const ours = set.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(ours, `no ${SESSION_COOKIE} in ${JSON.stringify(set)}`).toBeDefined();
  return ours!.split(';', 1)[0]!;
}

const page = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  api.app.inject({ method, url, headers });

describe('the session cookie', () => {
  it('is set by a login and a sign-up: HttpOnly, SameSite=Lax, for the whole site, holding the token', async () => {
    const company = await newCompany(api);
    const res = await login(api, company.username);
    const line = [res.headers['set-cookie']]
      .flat()
      .map(String)
      .find((l) => l.startsWith(SESSION_COOKIE))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    // A browser-session cookie, as sessionStorage is: no lifetime of its own.
    expect(line).not.toMatch(/Max-Age|Expires/);
    expect(cookieOf(res.headers)).toBe(`${SESSION_COOKIE}=${res.body.queryData.authToken}`);

    const signup = await api.post<{ authToken: string }>('/api/auth/signup/company', companySignup());
    expect(signup.status).toBe(200);
    expect(cookieOf(signup.headers)).toBe(`${SESSION_COOKIE}=${signup.body.queryData.authToken}`);
    // A refused sign-up signs nobody in.
    const refused = await api.post('/api/auth/signup/company', {});
    expect(refused.status).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('is never accepted by the API in place of the bearer token', async () => {
    const company = await newCompany(api);
    const cookie = cookieOf((await login(api, company.username)).headers);
    const res = await api.request({
      method: 'GET',
      url: `/api/projects/getByCompany?companyId=${company.id}`,
      headers: { cookie },
    });
    expect(res.status).toBe(401);
  });

  it('is cleared by a logout, whose session then draws nothing and resumes nothing', async () => {
    const company = await newCompany(api);
    const res = await login(api, company.username);
    const cookie = cookieOf(res.headers);
    const out = await api.request({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { authorization: `Bearer ${res.body.queryData.authToken}` },
    });
    expect(out.status).toBe(200);
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect((await page('/dashboard', { cookie })).body).toContain('<!--app-->');
    expect(
      (await api.request({ method: 'POST', url: '/api/auth/resume', payload: {}, headers: { cookie } })).status,
    ).toBe(401);
  });
});

describe('resuming the cookie’s session in a tab without a token', () => {
  it('answers as a login does, with the same session’s token, which the API then accepts', async () => {
    const company = await newCompany(api);
    const signedIn = await login(api, company.username);
    const cookie = cookieOf(signedIn.headers);
    const res = await api.request<{ authToken: string; id: number; isCompany: boolean; name: string }>({
      method: 'POST',
      url: '/api/auth/resume',
      payload: {},
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(res.body.queryData).toMatchObject({ id: company.id, isCompany: true, name: company.name });
    expect(res.body.queryData.authToken).toBe(signedIn.body.queryData.authToken);
    const projects = await api.get(`/api/projects/getByCompany?companyId=${company.id}`, res.body.queryData.authToken);
    expect(projects.status).toBe(200);
  });

  it('refuses without a cookie, or with one that is not a token of ours, in Spanish', async () => {
    for (const headers of [{}, { cookie: `${SESSION_COOKIE}=basura` }]) {
      const res = await api.request({ method: 'POST', url: '/api/auth/resume', payload: {}, headers });
      expect(res.status).toBe(401);
      expect(res.body.querySuccess).toBe(false);
      expect(res.body.queryError).toMatch(/sesión/i);
    }
  });
});

describe('a signed-in screen drawn on the server', () => {
  it('holds the account’s own data, its title and state, and is never cached', async () => {
    const company = await newCompany(api);
    const project = await newProject(api, company);
    const cookie = cookieOf((await login(api, company.username)).headers);
    const res = await page('/dashboard', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<h1>${company.name}</h1>`);
    expect(res.body).toContain(`<li>${project.name}</li>`);
    expect(res.body).toContain(`<title>Panel · Obra &lt;${company.name}&gt;</title>`);
    // The state cannot close its script element, whatever it holds.
    const state = res.body.slice(res.body.indexOf('id="drawn-state">'));
    expect(state.indexOf('</script>')).toBeGreaterThan(state.indexOf('\\u003c/script>'));
    const json = state.slice('id="drawn-state">'.length, state.indexOf('</script>'));
    expect(JSON.parse(json)).toMatchObject({ account: { id: company.id }, note: '</script><script>alert(1)</script>' });
  });

  it('is compressed as the browser asks, and answers HEAD', async () => {
    const company = await newCompany(api);
    const cookie = cookieOf((await login(api, company.username)).headers);
    const plain = (await page('/dashboard', { cookie })).body;
    const br = await page('/dashboard', { cookie, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await page('/dashboard', { cookie, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const head = await page('/dashboard', { cookie }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('is the app’s own page without a cookie, with a cookie not of ours, or for a screen not drawn', async () => {
    const company = await newCompany(api);
    const employee = await newEmployee(api, company);
    const companyCookie = cookieOf((await login(api, company.username)).headers);
    const employeeCookie = cookieOf((await login(api, employee.username)).headers);
    for (const [url, headers] of [
      ['/dashboard', {}],
      ['/dashboard', { cookie: `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.e30.firma` }],
      ['/calendar', { cookie: companyCookie }],
      ['/dashboard', { cookie: employeeCookie }],
    ] as const) {
      const res = await page(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<!--app-->');
      expect(res.headers['cache-control'], url).not.toBe('no-store');
    }
  });

  it('never holds another company’s data: what the account may not read draws no page', async () => {
    const mine = await newCompany(api);
    const theirs = await newCompany(api);
    const secret = await newProject(api, theirs, { name: 'Proyecto ajeno secreto' });
    const cookie = cookieOf((await login(api, mine.username)).headers);
    const res = await page(`/dashboard?de=${theirs.id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<!--app-->');
    expect(res.body).not.toContain(secret.name);
  });
});
