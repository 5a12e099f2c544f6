/**
 * What the browser benchmarks share: the real server on the production build over a fresh
 * embedded database with demo data, demo sign-ins, and their section of bench/RESULTS.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import type { Page } from 'puppeteer-core';
import { clientPassword, clientUsername } from '../packages/server/src/auth/client-hash.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO_PASSWORD = 'demo1234';
/** The server's production build, as `npm start` runs it (relative to ROOT). */
export const SERVER_MAIN = 'packages/server/dist/main.js';

/** Builds the server afresh (about a second), so the figures are this source's and never an older build's. */
export function buildServer(): void {
  execFileSync(process.execPath, ['packages/server/scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Waits for GET /api/health to answer 200 (the database is ready), up to two minutes. */
async function waitForHealth(origin: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${origin} not ready`);
}

/** Runs `work` against the real server on a free port, then stops it and removes its data. */
export async function withServer(work: (origin: string) => Promise<void>): Promise<void> {
  if (!existsSync(path.join(ROOT, 'packages/web/dist/index.html'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  buildServer();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-bench-'));
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'true', LOGIN_RATE_LIMIT: '1000' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(origin);
    await work(origin);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The demo account's session, as the login page would keep it, and the session cookie it set. */
async function login(origin: string, username: string): Promise<{ result: Record<string, unknown>; cookie: string }> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: clientUsername(username), password: clientPassword(DEMO_PASSWORD) }),
  });
  const envelope = (await response.json()) as { queryData: Record<string, unknown> | null };
  if (!envelope.queryData) throw new Error(`login ${username}: ${response.status}`);
  const cookie = /^obra_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`login ${username}: no session cookie`);
  return { result: envelope.queryData, cookie };
}

/**
 * Signs the page in as a demo account, as after a real login in that tab: the session cookie is
 * set, and the session goes into sessionStorage before any script of each new document runs
 * (Lighthouse resets storage, but not cookies, before it loads a page).
 */
export async function signInOnLoad(page: Page, origin: string, username: string): Promise<void> {
  const {
    result: { authToken, ...account },
    cookie,
  } = await login(origin, username);
  await page.setCookie({ name: 'obra_session', value: cookie, url: origin, httpOnly: true, sameSite: 'Lax' });
  await page.evaluateOnNewDocument(
    `sessionStorage.setItem('token', ${JSON.stringify(String(authToken))});` +
      `sessionStorage.setItem('account', ${JSON.stringify(JSON.stringify(account))});`,
  );
}

/** The machine the figures were taken on, for the line above each table. */
export function machine(browserVersion: string): string {
  return (
    `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}, ${browserVersion} (Debian's Chromium)`
  );
}

/**
 * Replaces one section of bench/RESULTS.md (between its markers), keeping the rest of the file,
 * formatted as `npm run lint` checks it.
 */
export async function writeSection(name: string, title: string, body: string): Promise<void> {
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const section = `<!-- ${name}:start -->\n${body}\n<!-- ${name}:end -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const pattern = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n## ${title}\n\n${section}\n`;
  writeFileSync(file, await format(next, { filepath: file }));
}
