import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { testConfig } from '../test/app.js';
import { openTestDatabase } from '../test/database.js';

/**
 * How the web app's files and the API's answers travel (issue 8): compression negotiated by
 * accept-encoding, the build's own compressed copies, cache headers, no source maps, HEAD.
 * The web root is a small build of our own making, so the test does not depend on `npm run build`.
 */
const root = mkdtempSync(path.join(tmpdir(), 'obra-web-'));
const SCRIPT = `export const greeting = 'hola';\n${'// relleno para comprimir\n'.repeat(100)}`;

/** A text file with its brotli and gzip copies; each copy says which it is, to tell them apart. */
function textFile(name: string, content: string): void {
  const file = path.join(root, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(`${content}/*br*/`));
  writeFileSync(`${file}.gz`, gzipSync(`${content}/*gz*/`));
}

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  textFile('index.html', '<!doctype html><div id="root"></div><!--app-->');
  textFile('pages/login.html', '<!doctype html><div id="root"><h1>Iniciar sesión</h1></div>');
  textFile('assets/app-abc123.js', SCRIPT);
  textFile('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(path.join(root, 'assets/app-abc123.js.map'), '{"version":3,"sources":["secreto.ts"]}');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  mkdirSync(path.join(root, 'guides'));
  writeFileSync(path.join(root, 'guides/foto.webp'), Buffer.alloc(4096, 7));
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), db: database.db, webApp: true, webRoot: root, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers },
  });

describe("the web app's files", () => {
  it('are sent as the build compressed them: brotli when accepted, else gzip, else as they are', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}/*br*/`);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}/*gz*/`);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keep hashed assets for a year and ask again for anything else', async () => {
    expect((await get('/assets/app-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('send a picture as it is, never compressed again', async () => {
    const photo = await get('/guides/foto.webp', 'br, gzip');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.length).toBe(4096);
  });

  it('never include a source map, nor the compressed copies as addresses of their own', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/otro.js.map', '/assets/app-abc123.js.br']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ querySuccess: false, queryData: null });
      expect(answer.body).not.toContain('secreto');
    }
  });

  it('answer a missing asset with 404, not with the app', async () => {
    const answer = await get('/assets/app-viejo.js');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ querySuccess: false });
  });

  it('include a real robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
  });
});

describe('pages', () => {
  it('are revalidated on every visit and answer 304 when unchanged', async () => {
    for (const url of ['/', '/login', '/projects?id=1', '/policies#2']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      const etag = String(page.headers['etag']);
      expect(etag, url).not.toBe('undefined');
      const again = await get(url, 'br', { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('are the prerendered page where there is one, and the app elsewhere', async () => {
    expect(brotliDecompressSync((await get('/login', 'br')).rawPayload).toString()).toContain('Iniciar sesión');
    expect((await get('/login')).body).toContain('Iniciar sesión');
    expect((await get('/projects?id=1')).body).toContain('<!--app-->');
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    for (const url of ['/', '/login', '/projects', '/assets/app-abc123.js']) {
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      const full = await get(url, 'br');
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toBe(full.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe(full.headers['cache-control']);
    }
  });
});

describe("the API's answers", () => {
  it('are compressed when large and accepted, brotli first, and left alone when small', async () => {
    const docsBr = await get('/api/docs/json', 'gzip, br');
    expect(docsBr.statusCode).toBe(200);
    expect(docsBr.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docsBr.rawPayload).toString())).toHaveProperty('openapi');

    const docsGz = await get('/api/docs/json', 'gzip');
    expect(docsGz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docsGz.rawPayload).toString())).toHaveProperty('openapi');

    expect((await get('/api/docs/json')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/health', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('keep the Spanish envelope for an unknown API path', async () => {
    const missing = await get('/api/no-existe', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });
});
