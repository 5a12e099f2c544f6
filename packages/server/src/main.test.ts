import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPassword, clientUsername } from './auth/client-hash.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo/seed.js';
import { localFileStorage } from './storage/files.js';
import { freePort } from './test/free-port.js';

/**
 * The server as `npm start` runs it, the production build under plain node, a real process on a
 * real embedded data directory: what it does at start (findings 3 and 4) and on SIGTERM (finding
 * 10). The directory holds the demo company, as an installation tried out before going to
 * production would.
 */
const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD = path.join(SERVER_ROOT, 'scripts/build.mjs');
const MAIN = path.join(SERVER_ROOT, 'dist/main.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-main-'));
const started: ChildProcess[] = [];

interface Server {
  child: ChildProcess;
  port: number;
  output(): string;
  /** The exit code once the process has ended (null if a signal ended it). */
  exited: Promise<number | null>;
}

async function startMain(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** Waits until the server answers its health check; fails if it ends first. */
async function ready(server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server ended:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

/** At most `ms` for the process to end: a server that never ends fails the test instead of hanging it. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still running'>((r) => setTimeout(() => r('still running'), ms))]);

beforeAll(async () => {
  // Built afresh (about a second), so what runs is this source and never an older build.
  execFileSync(process.execPath, [BUILD], { stdio: 'inherit' });
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }), () => undefined);
  await seedDemoIfEmpty(database.db, localFileStorage(path.join(dataDir, 'files')));
  await database.close();
}, 120_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses to start in production while a demo account still opens with the demo password', async () => {
    const server = await startMain({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40), DEMO_DATA: '' });
    expect(await within(server.exited, 60_000)).toBe(1);
    expect(server.output()).toMatch(/the demo accounts .*\bempresa\b.* still open with the demo password/);
    // It gave the directory back on its way out.
    expect(existsSync(path.join(dataDir, 'obra.lock'))).toBe(false);
  }, 90_000);

  let first: Server;
  it('stops a second server on the same data directory at once, naming the first one’s pid', async () => {
    first = await startMain({});
    await ready(first);
    const second = await startMain({});
    expect(await within(second.exited, 60_000)).toBe(1);
    expect(second.output()).toContain(`Otro proceso (pid ${first.child.pid}) ya usa la base de datos integrada`);
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);
  }, 150_000);

  it('on SIGTERM answers the request under way, cuts a stalled client and exits 0, giving the directory back', async () => {
    // A client that sends half a request and goes silent, as a phone losing its signal mid-upload.
    const stalled = connect(first.port, '127.0.0.1');
    await once(stalled, 'connect');
    stalled.on('error', () => undefined);
    const cut = once(stalled, 'close');
    stalled.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: obra\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"u',
    );

    // A normal login whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({ username: clientUsername('empresa'), password: clientPassword(DEMO_PASSWORD) });
    const inFlight = connect(first.port, '127.0.0.1');
    await once(inFlight, 'connect');
    let answer = '';
    inFlight.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    inFlight.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: obra\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    inFlight.write(body.slice(10));

    // 10 s of grace for the stalled client, then out.
    expect(await within(first.exited, 20_000)).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"authToken"');
    expect(await within(cut, 5000)).not.toBe('still running');
    expect(existsSync(path.join(dataDir, 'obra.lock'))).toBe(false);
  }, 40_000);
});
