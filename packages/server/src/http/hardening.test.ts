import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import { useApi, type Api } from '../test/app.js';
import { newCompany, newProject } from '../test/factories.js';
import { jpegFile, projectPhotos, uploadPhotos } from '../test/photos.js';

// A tiny web build of our own, so the pages' headers are checked without `npm run build`.
const root = mkdtempSync(path.join(tmpdir(), 'obra-hardening-'));
mkdirSync(path.join(root, 'assets'), { recursive: true });
writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const api = useApi({}, { webRoot: root });
const production = useApi({ production: true }, { webRoot: root });

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');

function expectHardened(headers: Record<string, unknown>, where: string) {
  const policy = csp(headers);
  expect(policy, where).toContain("script-src 'self'");
  expect(policy, where).not.toContain('unsafe-eval');
  expect(policy, where).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy, where).toContain("frame-ancestors 'none'");
  expect(policy, where).toContain("object-src 'none'");
  expect(policy, where).toContain("base-uri 'self'");
  expect(policy, where).toMatch(/img-src 'self' data: blob:/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
}

async function signedIn(on: Api) {
  const company = await newCompany(on);
  return company;
}

describe('security headers (finding 7)', () => {
  it('are on every page, public API answer, signed-in answer, file and error', async () => {
    const company = await signedIn(api);
    const project = await newProject(api, company);
    const upload = await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile()]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const [photo] = upload.body.queryData as { name: string }[];
    const answers = {
      page: await api.request({ method: 'GET', url: '/dashboard' }),
      health: await api.get('/api/health'),
      signedIn: await api.get(`/api/projects/getByCompany?companyId=${company.id}`, company.token),
      file: await api.get(`/api/files/${photo!.name}`, company.token),
      refused: await api.get(`/api/projects/getByCompany?companyId=${company.id}`),
      missing: await api.get('/api/nada'),
    };
    for (const [where, res] of Object.entries(answers)) expectHardened(res.headers, where);
    expect(answers.page.status).toBe(200);
    expect(answers.file.headers['content-type']).toBe('image/jpeg');
    expect(answers.file.headers['content-disposition']).toBe(`inline; filename="${photo!.name}"`);
  });

  it('keep signed-in API answers out of every cache, and public ones cacheable as before', async () => {
    const company = await signedIn(api);
    const mine = await api.get(`/api/projects/getByCompany?companyId=${company.id}`, company.token);
    expect(mine.headers['cache-control']).toBe('no-store');
    const health = await api.get('/api/health');
    expect(health.headers['cache-control']).not.toBe('no-store');
  });

  it('send HSTS and upgrade-insecure-requests only in production, where the operator serves https', async () => {
    const local = await api.get('/api/health');
    expect(local.headers['strict-transport-security']).toBeUndefined();
    expect(csp(local.headers)).not.toContain('upgrade-insecure-requests');
    const live = await production.get('/api/health');
    expect(String(live.headers['strict-transport-security'])).toContain('max-age=31536000');
    expect(csp(live.headers)).toContain('upgrade-insecure-requests');
  });

  it('answer a malformed URL in the Spanish envelope', async () => {
    for (const url of ['/api/%E0%A4%A', '/%', '/api/projects/getByCompany?companyId=%zz']) {
      const res = await api.request({ method: 'GET', url });
      expect(res.status, url).toBeLessThan(500);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.body.querySuccess, url).toBe(false);
      expect(res.body.queryError, url).toMatch(/^[^a-zA-Z]*[A-ZÁÉÍÓÚ][a-záéíóúñ ]+/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const bad = await api.request({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(bad.body.queryError).toBe(MSG.invalidBody);
  });
});
