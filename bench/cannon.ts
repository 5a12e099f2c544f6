/**
 * Load with autocannon, and the ceiling process that answers the same bytes from memory.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import type { CannedAnswer } from './ceiling.js';
import { idle } from './process.js';
import { ROOT } from './server.js';

/** Seconds of load per measurement. */
const DURATION = Number(process.env.BENCH_DURATION ?? 4);

export interface Load {
  method: 'GET' | 'POST';
  /** Path with its query string. */
  path: string;
  token?: string;
  /** For a write: the body of the n-th request (varied, so connections do not queue on one row). */
  body?: (n: number) => unknown;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failed: number;
}

function run(origin: string, load: Load, connections: number, duration: number): Promise<autocannon.Result> {
  let n = 0;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (load.token) headers.authorization = `Bearer ${load.token}`;
  const bodyOf = load.body;
  return autocannon({
    url: `${origin}${load.path}`,
    method: load.method,
    connections,
    duration,
    // Longer than any run: a slow answer is waited for, not abandoned and asked again (piling work up).
    timeout: 60,
    headers,
    ...(bodyOf
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyOf(n++)) }) }] }
      : {}),
  });
}

/**
 * One measurement of `load` at `connections` against `origin`. The first of a call (at one
 * connection) comes after a second of the same load, so that the code it runs is warm. Before
 * each run, `settle` waits until the server has worked off what the last one left queued
 * (autocannon stops counting at the end of its time, not the server working).
 */
export async function measure(
  origin: string,
  load: Load,
  connections: number,
  settle: () => Promise<void>,
): Promise<Figures> {
  if (connections === 1) {
    await settle();
    await run(origin, load, connections, 1);
  }
  await settle();
  const result = await run(origin, load, connections, DURATION);
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Starts the ceiling on these answers; resolves to its origin and a stop function. */
export async function startCeiling(
  answers: CannedAnswer[],
): Promise<{ origin: string; settle: () => Promise<void>; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'obra-ceiling-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling.ts', file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`ceiling exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    settle: () => idle(child.pid!),
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Cores, processor, memory and Node: the first half of the line above each table. */
export function machineLine(): string {
  return (
    `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
  );
}

/** autocannon's latencies are whole milliseconds: 0 means under one. */
export const ms = (value: number) => (value === 0 ? '<1 ms' : `${Math.round(value)} ms`);
export const perSecond = (value: number) => (value < 100 ? value.toFixed(1) : String(Math.round(value)));
export const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 2 ** 20
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 2 ** 20).toFixed(2)} MB`;
export const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;
