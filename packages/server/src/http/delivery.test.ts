import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@obra/domain';
import type { Config } from '../config.js';
import { startSmtpServer, type TestSmtp } from '../test/smtp.js';
import { useApi, refusal } from '../test/app.js';
import { newClient, newCompany, newProject } from '../test/factories.js';
import { jpegFile, projectPhotos, uploadPhotos } from '../test/photos.js';

/**
 * How the web app's files and the API's answers travel: compression negotiated by
 * accept-encoding, the build's own compressed copies, cache headers, no source maps, HEAD, robots.
 * The web root is a small build of our own making, so the test does not depend on `npm run build`.
 */
const temporary = mkdtempSync(path.join(tmpdir(), 'obra-web-'));
// Inside a folder named assets, as a deployment's might be: only the build's own assets/ are hashed.
const root = path.join(temporary, 'assets', 'dist');
const SCRIPT = `export const greeting = 'hola';\n${'// relleno para comprimir\n'.repeat(100)}`;
const ROBOTS = fileURLToPath(new URL('../../../web/public/robots.txt', import.meta.url));

/** A text file with its brotli and gzip copies; each copy says which it is, to tell them apart. */
function textFile(name: string, content: string): void {
  const file = path.join(root, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(`${content}/*br*/`));
  writeFileSync(`${file}.gz`, gzipSync(`${content}/*gz*/`));
}

textFile('index.html', '<!doctype html><div id="root"></div><!--app-->');
textFile('pages/login.html', '<!doctype html><div id="root"><h1>Iniciar sesión</h1></div>');
textFile('assets/app-abc123.js', SCRIPT);
textFile('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
textFile('sw.js', "self.addEventListener('fetch', () => {});");
textFile('manifest.webmanifest', '{"name":"Obra","start_url":"/jobs"}');
writeFileSync(path.join(root, 'assets/app-abc123.js.map'), '{"version":3,"sources":["secreto.ts"]}');
// The real one, as Vite copies packages/web/public into the build.
copyFileSync(ROBOTS, path.join(root, 'robots.txt'));
mkdirSync(path.join(root, 'guides'));
writeFileSync(path.join(root, 'guides/foto.webp'), Buffer.alloc(4096, 7));

const overrides: Partial<Config> = {};
let smtp: TestSmtp;
beforeAll(async () => {
  // Sending an invoice (a PDF to fetch) needs somewhere to send it.
  smtp = await startSmtpServer();
  overrides.smtpUrl = smtp.url;
});
const api = useApi(overrides, { webRoot: root });
afterAll(async () => {
  await smtp?.close();
  rmSync(temporary, { recursive: true, force: true });
});

const request = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method, url, headers });
const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  request('GET', url, { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers });

describe("the web app's files", () => {
  it('are sent as the build compressed them (brotli when accepted, else gzip, else as they are), pictures as they are', async () => {
    const file = path.join(root, 'assets/app-abc123.js');

    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript/);
    expect(br.headers['vary']).toBe('accept-encoding');
    // The copy itself, byte for byte: neither compressed again nor compressed anew.
    expect(br.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(statSync(`${file}.br`).size);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}/*br*/`);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toBe('accept-encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}/*gz*/`);

    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get('/assets/app-abc123.js', acceptEncoding);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.headers['vary'], acceptEncoding).toBe('accept-encoding');
      expect(plain.body, acceptEncoding).toBe(SCRIPT);
    }

    // No copy, and nothing to gain: @fastify/compress leaves image types alone.
    const photo = await get('/guides/foto.webp', 'br, gzip');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it('keep hashed assets for a year and other files for an hour', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get('/assets/app-abc123.js', encoding)).headers['cache-control'], encoding).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const url of ['/favicon.svg', '/robots.txt', '/guides/foto.webp']) {
      expect((await get(url, 'br')).headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('never include a source map, nor the compressed copies as addresses of their own', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/app-abc123.js.map?v=1', '/assets/app-abc123.js.br']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await request(method, url, { 'accept-encoding': 'br' });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        if (method === 'GET') {
          expect(answer.json(), url).toEqual(refusal(MSG.notFound));
        }
        expect(answer.body, url).not.toContain('secreto');
      }
    }
  });

  it('answer a missing asset or source map with 404, not with the app', async () => {
    for (const url of ['/assets/app-viejo.js', '/otro.js.map']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual(refusal(MSG.notFound));
    }
  });

  it("send a client's share page as the app's page, marked never to be indexed", async () => {
    for (const url of ['/e/tok-abc', '/f/tok-abc?from=whatsapp']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/login')).headers['x-robots-tag']).toBeUndefined();
  });

  it('include a real robots.txt: visitor pages open, the API and signed-in screens closed', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const lines = robots.body.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    for (const closed of [
      '/api/',
      '/dashboard',
      '/projects',
      '/jobs',
      '/workers',
      '/clients',
      '/calendar',
      '/account',
    ]) {
      expect(lines, closed).toContain(`Disallow: ${closed}`);
    }
    const disallowed = lines.filter((line) => line.startsWith('Disallow:')).map((line) => line.slice(9).trim());
    for (const open of ['/', '/about', '/policies', '/login', '/signup', '/subscription']) {
      expect(lines, open).toContain(`Allow: ${open}`);
      expect(
        disallowed.some((rule) => rule !== '' && open.startsWith(rule)),
        open,
      ).toBe(false);
    }
  });
});

describe('the installed app', () => {
  it('has its service worker and manifest asked again on every visit, so a new version is seen at once', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const file = await get(url, 'br');
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('pages', () => {
  const PAGES = ['/', '/login', '/projects?id=1', '/policies#2'];

  it('are revalidated on every visit, pre-compressed, and answer 304 when unchanged', async () => {
    for (const url of PAGES) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['vary'], url).toBe('accept-encoding');
      const etag = page.headers['etag'];
      const modified = page.headers['last-modified'];
      expect(typeof etag, url).toBe('string');
      expect(typeof modified, url).toBe('string');

      const byTag = await get(url, 'br', { 'if-none-match': String(etag) });
      expect(byTag.statusCode, url).toBe(304);
      expect(byTag.body, url).toBe('');
      const byDate = await get(url, 'br', { 'if-modified-since': String(modified) });
      expect(byDate.statusCode, url).toBe(304);
    }
  });

  it('go as gzip or as they are to a browser without brotli', async () => {
    const gz = await get('/projects?id=1', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<!--app-->');
    const plain = await get('/projects?id=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toContain('<!--app-->');
  });

  it('are the prerendered page where there is one, and the app elsewhere', async () => {
    expect(brotliDecompressSync((await get('/login', 'br')).rawPayload).toString()).toContain('Iniciar sesión');
    expect((await get('/login')).body).toContain('Iniciar sesión');
    expect((await get('/projects?id=1')).body).toContain('<!--app-->');
  });

  it('answer HEAD with the headers of GET and no body, while unknown API paths stay 404', async () => {
    const urls = [...PAGES, '/assets/app-abc123.js', '/favicon.svg', '/robots.txt', '/guides/foto.webp'];
    for (const encoding of ['br', 'gzip', undefined]) {
      const accept: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      for (const url of urls) {
        const head = await request('HEAD', url, accept);
        const full = await request('GET', url, accept);
        const label = `${url} ${encoding}`;
        expect(head.statusCode, label).toBe(200);
        expect(head.body, label).toBe('');
        for (const header of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'etag', 'vary']) {
          expect(head.headers[header], `${label} ${header}`).toBe(full.headers[header]);
        }
      }
    }
    for (const url of ['/api/no-existe', '/api']) {
      expect((await request('HEAD', url)).statusCode, url).toBe(404);
      expect((await get(url)).json(), url).toMatchObject({ querySuccess: false, queryData: null });
    }
  });
});

describe("the API's answers", () => {
  it('are compressed when large and accepted, brotli first; small answers, photos and PDFs as they are', async () => {
    const company = await newCompany(api);
    const auth = { authorization: `Bearer ${company.token}` };
    const client = await newClient(api, company);
    const project = await newProject(api, company, {
      clientId: client.id,
      description: 'Cambiar las tejas del lado norte y revisar la canaleta. '.repeat(30),
      projectItems: [{ itemName: 'Pintar', itemPrice: 300 }],
    });

    const url = `/api/projects/getProjectById?projectId=${project.id}`;
    const envelope = (payload: Buffer) => JSON.parse(payload.toString()) as unknown;
    const br = await get(url, 'gzip, deflate, br', auth);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/);
    expect(envelope(brotliDecompressSync(br.rawPayload))).toMatchObject({ querySuccess: true });
    const gz = await get(url, 'gzip', auth);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(envelope(gunzipSync(gz.rawPayload))).toMatchObject({ querySuccess: true });
    const plain = await get(url, undefined, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ querySuccess: true });
    expect(plain.rawPayload.length).toBeGreaterThan(br.rawPayload.length);

    const docs = await get('/api/docs/json', 'br');
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('openapi');

    const small = await get('/api/health', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ querySuccess: true });

    // Already compressed: the plugin's own list of types leaves them alone, however large.
    const upload = await uploadPhotos(api, company.token, projectPhotos(project.id), [await jpegFile(600, 400)]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const [photo] = upload.body.queryData;
    expect((await api.post('/api/projects/invoice', { projectId: project.id }, company.token)).status).toBe(200);
    const invoices = await api.get<{ url: string }[]>(`/api/projects/invoices?projectId=${project.id}`, company.token);
    const pdf = invoices.body.queryData[0]!.url.split('/').pop()!;
    for (const [name, type] of [
      [photo!.name, 'image/jpeg'],
      [pdf, 'application/pdf'],
    ] as const) {
      const stored = await api.files.get(name);
      expect(stored!.length, name).toBeGreaterThan(1024);
      const answer = await get(`/api/files/${name}`, 'br, gzip', auth);
      expect(answer.statusCode, name).toBe(200);
      expect(answer.headers['content-type'], name).toBe(type);
      expect(answer.headers['content-encoding'], name).toBeUndefined();
      expect(answer.rawPayload.equals(stored!), name).toBe(true);
    }
  });
});
