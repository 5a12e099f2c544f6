/**
 * The production server (packages/server/dist/main.js) as a child process for the API, start-up
 * and realtime benchmarks: started with the environment a deployment gives it, timed to its first
 * answer, its memory read from /proc, stopped as an operator would (SIGTERM).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { clientPassword, clientUsername } from '../packages/server/src/auth/client-hash.js';
import { freePort, ROOT, SERVER_MAIN } from './server.js';

/** Shared by every process of a run, so a token from one server is good on another. */
export const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** Milliseconds from the spawn to the first 200 on /api/health. */
  startMs: number;
  /** Resident memory of the server process now, in MB. */
  rssMb(): number;
  /** Resolves once the server has nothing left to do (see idle). */
  settle(): Promise<void>;
  /** The end of what it wrote to stdout and stderr (warnings and errors only, at LOG_LEVEL=warn). */
  output(): string;
  /** How many errors it has logged. */
  errors(): number;
  stop(): Promise<void>;
}

export function rssMbOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds (user and system) the process has used so far. */
function cpuSecondsOf(pid: number): number {
  // Fields after the command name (which is in parentheses and may hold spaces); utime, stime are 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the process is idle: under 5% of a core in each of two 250 ms windows in a row
 * (at most two minutes). Other load on the machine does not fool it, as a latency probe would be.
 */
export async function idle(pid: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    const before = cpuSecondsOf(pid);
    await sleep(250);
    quiet = cpuSecondsOf(pid) - before < 0.0125 ? quiet + 1 : 0;
  }
}

/** Polls /api/health every 10 ms (the start-up figure is no coarser than that). */
async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  throw new Error(`server at ${origin} not ready:\n${output()}`);
}

/**
 * Starts the built server with `env` on top of a production environment (no demo data, warnings
 * only in the log, sign-ins not rate-limited) and waits for its first answer.
 */
export async function startServer(env: Record<string, string>, execArgv: string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...execArgv, SERVER_MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      AUTH_SECRET,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = 0;
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    errors += text.match(/"level":(50|60)/g)?.length ?? 0;
    output = (output + text).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  try {
    await waitForHealth(origin, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const startMs = performance.now() - started;
  return {
    origin,
    child,
    startMs,
    rssMb: () => rssMbOf(child.pid!),
    settle: () => idle(child.pid!),
    output: () => output,
    errors: () => errors,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Signs in (as the web app does: hashed username and password) and returns the token. */
export async function signIn(origin: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: clientUsername(username), password: clientPassword(password) }),
  });
  const envelope = (await response.json()) as { queryData: { authToken?: string } | null };
  const token = envelope.queryData?.authToken;
  if (!token) throw new Error(`sign-in of ${username}: ${response.status}`);
  return token;
}
