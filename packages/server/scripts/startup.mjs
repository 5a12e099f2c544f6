/**
 * Measures the built server's start-up and idle memory on the embedded database (or PostgreSQL):
 *   node packages/server/scripts/startup.mjs [--runs 3] [--idle-ms 5000] [--database-url URL]
 * For each run: a start on an empty data directory, then a restart on the directory it left; the
 * time from spawning `node dist/main.js` to its first answer on /api/health, and the process's
 * resident memory (RSS, the database's thread included) once it has sat idle. Prints medians.
 * Build first (npm run build -w @obra/server).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const idleMs = Number(option('idle-ms', '5000'));
const databaseUrl = option('database-url', '');
const main = option('main', path.join(serverDir, 'dist/main.js'));

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** CPU seconds the process (all its threads, and children it has waited for) has used: steadier than a clock on a shared machine. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
};

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

async function firstAnswer(port, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function start(dataDir) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [main], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  await firstAnswer(port, child);
  const ms = Math.round(performance.now() - began);
  const cpu = cpuSeconds(child.pid);
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const rss = rssMb(child.pid);
  child.kill('SIGTERM');
  await once(child, 'exit');
  return { ms, cpu, rss };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { empty: [], existing: [] };
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'obra-startup-'));
  try {
    results.empty.push(await start(dataDir));
    results.existing.push(await start(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const kind = databaseUrl ? 'PostgreSQL' : 'embedded';
for (const [name, list] of Object.entries(results)) {
  console.log(
    `${kind}, ${name} data directory: first answer ${median(list.map((r) => r.ms))} ms, ` +
      `CPU ${median(list.map((r) => r.cpu))} s, idle RSS ${median(list.map((r) => r.rss))} MB ` +
      `(median of ${list.length}; runs ${list.map((r) => `${r.ms} ms/${r.cpu} s/${r.rss} MB`).join(', ')})`,
  );
}
