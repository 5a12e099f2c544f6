import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, invalidMessage, isErrorCode, requiredMessage } from '@obra/domain';
import { clientPassword, clientUsername } from '../auth/client-hash.js';
import { TEST_REGISTRATION_CODE, refusal, useApi, type Answer } from '../test/app.js';
import { address, newCompany, newProject, projectBody, type CompanyAccount } from '../test/factories.js';
import { ALL_CASES } from '../test/permission-cases.js';

/** Every failure is the envelope, in Spanish, with the right code; bad input never gets a 5xx (PRODUCT.md). */

const api = useApi();
let company: CompanyAccount;
let projectId: number;

beforeAll(async () => {
  company = await newCompany(api);
  projectId = (await newProject(api, company)).id;
});

/** No English from a validator, no stack, no SQL: a Spanish sentence. */
function expectSpanishFailure(res: Answer, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.querySuccess).toBe(false);
  expect(res.body.queryData).toBeNull();
  const message = String(res.body.queryError);
  expect(message.length).toBeGreaterThan(0);
  expect(message).not.toMatch(/invalid|expected|required|received|undefined|null|error|select|insert|stack|\bat\b/i);
  expect(isErrorCode(res.body.errorCode), String(res.body.errorCode)).toBe(true);
}

const json = (url: string, payload: string, token?: string) =>
  api.request({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('malformed JSON', () => {
  it.each(['{bad', '{"username":', '{"a":1,}', "{'a':1}", 'undefined', '[1,2'])(
    'answers 400 in Spanish to %j',
    async (payload) => {
      const res = await json('/api/auth/login', payload);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal(MSG.invalidBody));
    },
  );

  it('answers 400 on a protected route too, for a signed-in caller', async () => {
    const res = await json('/api/projects/create', '{"name": "Techo", ', company.token);
    expect(res.body).toEqual(refusal(MSG.invalidBody));
    expect(res.status).toBe(400);
  });

  it('answers 400 to an empty JSON body', async () => {
    const res = await json('/api/projects/delete', '', company.token);
    expectSpanishFailure(res, 400);
  });

  it('answers 4xx, never 5xx, to a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await api.request({
        method: 'POST',
        url: '/api/projects/delete',
        payload: `projectId=${projectId}`,
        headers: { 'content-type': type, authorization: `Bearer ${company.token}` },
      });
      expect([400, 415], type).toContain(res.status);
      expectSpanishFailure(res, res.status);
    }
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/projects/nope'],
    ['GET', '/api/projects'],
    ['GET', '/api/projects/create'],
    ['DELETE', '/api/projects/delete'],
    ['GET', '/api/projects/getByCompany/1'],
  ] as const)('%s %s answers the 404 envelope', async (method, url) => {
    const res = await api.request({ method, url, headers: { authorization: `Bearer ${company.token}` } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusal(MSG.notFound));
  });

  it('answers 404 the same without a token', async () => {
    const res = await api.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusal(MSG.notFound));
  });

  it('answers 404 or 403 (telling nothing of other tenants), not 500, for ids that do not exist', async () => {
    for (const res of [
      await api.get('/api/projects/getProjectById?projectId=2147483647', company.token),
      await api.post('/api/projects/delete', { projectId: 2147483647 }, company.token),
      await api.put('/api/reminders/complete', { reminderId: 2147483647 }, company.token),
    ]) {
      expect([403, 404]).toContain(res.status);
      expectSpanishFailure(res, res.status);
    }
  });
});

describe('oversized bodies', () => {
  const big = (bytes: number) => JSON.stringify({ username: 'a'.repeat(bytes) });

  it('answers 413 past 1 MB, public or protected', async () => {
    const login = await json('/api/auth/login', big(1024 * 1024 + 10));
    expect(login.status).toBe(413);
    expect(login.body).toEqual(refusal(MSG.tooLarge));
    const create = await json(
      '/api/projects/create',
      JSON.stringify(projectBody({ description: 'x'.repeat(1_100_000) })),
      company.token,
    );
    expect(create.status).toBe(413);
    expect(create.body).toEqual(refusal(MSG.tooLarge));
  });

  it('still reads a body just under the limit (and refuses it on its merits)', async () => {
    const res = await json('/api/auth/login', big(1024 * 1024 - 100));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(MSG.hash));
  });
});

describe('wrong types', () => {
  const projectIdInvalid = refusal(invalidMessage('projectId'));

  it.each(['abc', '-1', '0', '1.5', '2147483648', '1e3x', '0x10', '%00'])(
    'GET getProjectById?projectId=%s → 400',
    async (value) => {
      const res = await api.get(`/api/projects/getProjectById?projectId=${value}`, company.token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(projectIdInvalid);
    },
  );

  it('names the query field that is missing', async () => {
    const res = await api.get('/api/projects/getByCompany', company.token);
    expectSpanishFailure(res, 400);
    expect(res.body.queryError).toContain('identificador');
  });

  it.each([['abc'], [-1], [0], [1.5], [2147483648], ['1e3'], [[1]], [true], [{}]])(
    'POST delete {projectId: %j} → 400',
    async (value) => {
      const res = await api.post('/api/projects/delete', { projectId: value }, company.token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(projectIdInvalid);
    },
  );

  it.each([
    ['GET', ''],
    ['POST', null],
    ['POST', undefined],
  ] as const)('a %s with projectId %j says it is missing', async (method, value) => {
    const res =
      method === 'GET'
        ? await api.get(`/api/projects/getProjectById?projectId=${value}`, company.token)
        : await api.post('/api/projects/delete', { projectId: value }, company.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(requiredMessage('projectId')));
  });

  it.each([
    ['price as text', { price: 'mil' }, MSG.money],
    ['negative price', { price: -10 }, MSG.money],
    ['three decimals', { price: 10.005 }, MSG.money],
    ['name as a number', { name: 123 }, invalidMessage('name')],
    ['a date that does not exist', { startDate: '2026-02-30' }, MSG.date],
    ['an unknown status', { status: 'DONE' }, 'El estado del proyecto no es válido'],
    ['jobs that are not a list', { projectItems: 'Tejas' }, null],
    ['a job without a name', { projectItems: [{ itemPrice: 5 }] }, requiredMessage('itemName')],
    ['a lowercase state', { state: 'ut' }, MSG.state],
  ] as const)('projects/create with %s → 400', async (_label, change, message) => {
    const res = await api.post('/api/projects/create', { ...projectBody(), ...change }, company.token);
    expectSpanishFailure(res, 400);
    if (message) expect(res.body.queryError).toBe(message);
  });

  it.each([[[]], ['hola'], [42], [null], [true]])('a body of %j where an object belongs → 400', async (body) => {
    const res = await json('/api/projects/create', JSON.stringify(body), company.token);
    expectSpanishFailure(res, 400);
  });

  it('refuses access as text and a worker type outside the list', async () => {
    expectSpanishFailure(await api.put('/api/workers/updateAccess', { userId: 1, access: 'yes' }, company.token), 400);
    expectSpanishFailure(await api.put('/api/workers/updateType', { userId: 1, type: 'owner' }, company.token), 400);
  });

  it('answers 400, not 500, to ids past what the database holds', async () => {
    const signup = await api.post('/api/auth/signup/user', {
      registrationCode: TEST_REGISTRATION_CODE,
      username: clientUsername('rango'),
      password: clientPassword('x'),
      name: 'Rango',
      email: 'rango@example.com',
      phone: '801-555-0111',
      ...address,
      userType: 'client',
      companyIdentifier: '3000000000#Techos',
    });
    expectSpanishFailure(signup, 400);
    const client = await api.post('/api/projects/create', projectBody({ clientId: 3_000_000_000 }), company.token);
    expectSpanishFailure(client, 400);
    const assignee = await api.post(
      '/api/projects/create',
      projectBody({ projectItems: [{ itemName: 'x', assignee: '3000000000#X' }] }),
      company.token,
    );
    expectSpanishFailure(assignee, 400);
  });
});

describe('never a 5xx', () => {
  const odd: unknown[] = [
    null,
    [],
    'x',
    0,
    -1,
    {},
    { projectId: '9'.repeat(400) },
    { id: 1e308, projectId: -0, userId: '1 OR 1=1', companyId: "1'; drop table projects; --" },
    { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } },
    { text: '\u0000\ud800', name: '\u202e', dueDate: '9999-99-99', itemName: '𝔘𝔫𝔦𝔠𝔬𝔡𝔢' },
    JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown,
  ];

  it('survives odd bodies and queries on every protected route', async () => {
    const statuses = new Set<number>();
    for (const c of ALL_CASES) {
      const [method, path] = c.route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      // The logo has its own test below; a logout with any body would end the session the loop uses.
      if (path === '/api/upload/logo' || path === '/api/auth/logout') continue;
      for (const body of odd) {
        const res =
          method === 'GET'
            ? await api.get(
                `${path}?companyId=${encodeURIComponent(JSON.stringify(body))}&userId=x&projectId=&account=-1`,
                company.token,
              )
            : await api.request({
                method,
                url: path,
                payload: JSON.stringify(body),
                headers: { 'content-type': 'application/json', authorization: `Bearer ${company.token}` },
              });
        expect(
          res.status,
          `${c.route} ${JSON.stringify(body)?.slice(0, 60)}: ${JSON.stringify(res.body)}`,
        ).toBeLessThan(500);
        expectSpanishFailure(res, res.status);
        statuses.add(res.status);
      }
    }
    expect([...statuses].every((s) => s >= 400 && s < 500)).toBe(true);
  });

  it('survives a logo upload that is not an image, not multipart, or empty', async () => {
    const headers = { authorization: `Bearer ${company.token}` };
    const notMultipart = await api.request({
      method: 'POST',
      url: '/api/upload/logo',
      payload: { id: company.id },
      headers,
    });
    expectSpanishFailure(notMultipart, 400);
    const boundary = '----obra-prueba';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${company.id}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="isCompany"\r\n\r\ntrue\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const notImage = await api.request({
      method: 'POST',
      url: '/api/upload/logo',
      payload: body,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(notImage.body).toEqual(refusal(MSG.imageType));
    expect(notImage.status).toBe(400);
  });
});

describe('login rate limit', () => {
  const limited = useApi({ loginRateLimit: 3 });
  // A made-up account each time: this is the limit per address, not the lockout per account.
  let tries = 0;
  const attempt = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    limited.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: clientUsername(`nadie-${++tries}`), password: clientPassword('nada') },
      headers,
      remoteAddress,
    });

  it('answers the 4th login from one address with 429 and the Spanish message', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await attempt();
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refusal(MSG.loginFailed));
    }
    const fourth = await attempt();
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual(refusal(MSG.rateLimited));
    expect(MSG.rateLimited).toBe('Demasiados intentos. Espere un momento e inténtelo otra vez.');
  });

  it('keeps counting other addresses apart', async () => {
    const other = await attempt({}, '198.51.100.20');
    expect(other.status).toBe(401);
  });

  it('cannot be dodged by making up an X-Forwarded-For header', async () => {
    const address = '192.0.2.55';
    for (let i = 0; i < 3; i++) expect((await attempt({}, address)).status).toBe(401);
    const spoofed = await attempt({ 'x-forwarded-for': '10.9.8.7' }, address);
    expect(spoofed.status).toBe(429);
    expect(spoofed.body).toEqual(refusal(MSG.rateLimited));
  });
});
