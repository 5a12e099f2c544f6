/**
 * Realtime at scale (issue 12): two production server processes on one PostgreSQL database and a
 * Redis of the benchmark's own, 5,000 sockets across them (in two client processes), 100 project
 * chats, one message a second in each for 30 s. Reports the share of deliveries that arrived,
 * their latency from the moment the message was sent, and the servers' memory per 1,000 sockets.
 *   npm run build && npm run bench:realtime
 *   BENCH_SOCKETS=1000 BENCH_REALTIME_SECONDS=10 …   a smaller run
 *
 * Each of the 100 companies has one project; the people who hear its chat (SPEC §7: the company
 * side and the client) are the company account, three admins and the client, each signed in once
 * and connected from several devices (tabs) with the same token. Every socket of a project's
 * people must hear each of its messages, and nothing of the other projects.
 */
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machineLine, ms } from './cannon.js';
import { databaseVersions, filledDatabase } from './databases.js';
import { clientName, layout, ownerName, PASSWORD, SIZE, type Size, workerName } from './generate.js';
import type { FromClients, SocketPlan, ToClients } from './realtime-clients.js';
import { now } from './clock.js';
import { signIn, startServer, type RunningServer } from './process.js';
import { freePort, ROOT, writeSection } from './server.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 30);
const ROOMS = 100;
const SIZE_HERE: Size = {
  ...SIZE,
  projects: 1,
  jobsPerProject: 2,
  workers: 3,
  admins: 3,
  clients: 1,
  reminders: 0,
  messages: 0,
  expenses: 0,
};
const ACCOUNTS_PER_ROOM = 1 + SIZE_HERE.admins + SIZE_HERE.clients;
const TABS = Math.max(1, Math.round(SOCKETS / (ROOMS * ACCOUNTS_PER_ROOM)));
const SOCKETS_PER_ROOM = TABS * ACCOUNTS_PER_ROOM;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis for this run alone: the benchmark's messages must not reach anyone else's servers. */
async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  // No snapshots, no append-only file: it holds nothing worth keeping.
  const child = spawn('redis-server', [
    '--port',
    String(port),
    ...'--bind 127.0.0.1 --appendonly no'.split(' '),
    '--save',
    '',
  ]);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

interface ClientProcess {
  ask: <T extends FromClients['type']>(message: ToClients, answer: T) => Promise<Extract<FromClients, { type: T }>>;
  close: () => void;
}

function forkClients(): ClientProcess {
  const child = fork(path.join(ROOT, 'bench/realtime-clients.ts'), [], { execArgv: ['--import', 'tsx'] });
  return {
    ask: (message, answer) =>
      new Promise((resolve) => {
        const listener = (reply: FromClients) => {
          if (reply.type !== answer) return;
          child.off('message', listener);
          resolve(reply as never);
        };
        child.on('message', listener);
        child.send(message);
      }),
    close: () => child.send({ type: 'close' } satisfies ToClients),
  };
}

/** Everyone who hears project `room`'s chat, signed in once each. */
async function signInRoom(origin: string, room: number): Promise<string[]> {
  const names = [
    ownerName(room),
    ...Array.from({ length: SIZE_HERE.admins }, (_, k) => workerName(room, k)),
    clientName(room, 0),
  ];
  return Promise.all(names.map((name) => signIn(origin, name, PASSWORD)));
}

const totalRss = (servers: RunningServer[]) => servers.reduce((sum, server) => sum + server.rssMb(), 0);
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Posts one message a second in every room's chat, spread over the second, alternating servers. */
async function talk(
  servers: RunningServer[],
  ownerTokens: string[],
): Promise<{ sentAt: Map<number, number>; posting: number[]; failed: number }> {
  const sentAt = new Map<number, number>();
  const posting: number[] = [];
  let failed = 0;
  const posts: Promise<void>[] = [];
  const start = now();
  for (let second = 0; second < SECONDS; second++) {
    for (let room = 1; room <= ROOMS; room++) {
      const due = start + second * 1000 + ((room - 1) * 1000) / ROOMS;
      if (due > now()) await sleep(due - now());
      const server = servers[room % servers.length]!;
      const t0 = now();
      posts.push(
        fetch(`${server.origin}/api/projects/message/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerTokens[room - 1]!}` },
          body: JSON.stringify({ projectId: layout(room, SIZE_HERE).firstProjectId, messageText: `Mensaje ${second}` }),
        })
          .then(async (response) => {
            const envelope = (await response.json()) as { queryData: { id: number } | null };
            posting.push(now() - t0);
            if (envelope.queryData) sentAt.set(envelope.queryData.id, t0);
            else failed++;
          })
          .catch(() => void failed++),
      );
    }
  }
  await Promise.all(posts);
  return { sentAt, posting: posting.sort((a, b) => a - b), failed };
}

/**
 * Waits until the sockets stop hearing anything new (3 s without a message, at most 2 minutes):
 * servers that fell behind are still delivering after the last message was sent.
 */
async function settle(clients: ClientProcess[]): Promise<void> {
  const heard = async () =>
    (await Promise.all(clients.map((client) => client.ask({ type: 'count' }, 'count')))).reduce(
      (sum, c) => sum + c.heard,
      0,
    );
  const deadline = Date.now() + 120_000;
  let last = -1;
  for (let count = await heard(); count !== last && Date.now() < deadline; count = await heard()) {
    last = count;
    await sleep(3000);
  }
}

// Each server process and each client process holds half the sockets, plus its own files.
const openFiles = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
if (openFiles < SOCKETS / 2 + 1000) {
  throw new Error(`ulimit -n is ${openFiles}: raise it to at least ${SOCKETS / 2 + 1000} for ${SOCKETS} sockets`);
}

const redis = await startRedis();
const database = await filledDatabase('postgres', ROOMS, SIZE_HERE);
// The second process's own directory for what it keeps locally (the first uses the database's).
const secondDataDir = mkdtempSync(path.join(tmpdir(), 'obra-bench-'));
const servers: RunningServer[] = [];
const clients: ClientProcess[] = [];
try {
  const env = { ...database.env, REDIS_URL: redis.url };
  servers.push(await startServer(env));
  servers.push(await startServer({ ...env, DATA_DIR: secondDataDir }));

  const tokens: string[][] = [];
  for (let room = 1; room <= ROOMS; room++) tokens.push(await signInRoom(servers[room % 2]!.origin, room));
  // Each server's sockets are opened by a client process of their own.
  const plans: SocketPlan[][] = servers.map(() => []);
  for (const [index, accounts] of tokens.entries()) {
    const projectId = layout(index + 1, SIZE_HERE).firstProjectId;
    for (const token of accounts) {
      for (let tab = 0; tab < TABS; tab++) plans[tab % 2]!.push({ origin: servers[tab % 2]!.origin, token, projectId });
    }
  }

  await sleep(2000);
  const rssBefore = totalRss(servers);
  clients.push(...servers.map(() => forkClients()));
  const connected = await Promise.all(
    clients.map((client, i) => client.ask({ type: 'connect', sockets: plans[i]! }, 'connected')),
  );
  const sockets = connected.reduce((sum, c) => sum + c.connected, 0);
  const connectFailures = connected.reduce((sum, c) => sum + c.failed, 0);
  console.log(
    `${sockets} sockets connected (${connectFailures} refused${connected.find((c) => c.firstError)?.firstError ? `: ${connected.find((c) => c.firstError)!.firstError}` : ''})`,
  );
  await sleep(3000);
  const rssConnected = totalRss(servers);

  console.log(`${ROOMS} rooms, one message a second each for ${SECONDS} s…`);
  const { sentAt, posting, failed } = await talk(
    servers,
    tokens.map((accounts) => accounts[0]!),
  );
  await settle(clients);
  const rssAfter = totalRss(servers);
  const reports = await Promise.all(clients.map((client) => client.ask({ type: 'report' }, 'report')));

  const latencies: number[] = [];
  for (const report of reports) {
    report.messageIds.forEach((id, i) => {
      const t0 = sentAt.get(id);
      if (t0 !== undefined) latencies.push(report.arrivals[i]! - t0);
    });
  }
  latencies.sort((a, b) => a - b);
  const expected = sentAt.size * SOCKETS_PER_ROOM;
  const strays = reports.reduce((sum, r) => sum + r.strays, 0);
  const dropped = reports.reduce((sum, r) => sum + r.dropped, 0);
  const errors = servers.reduce((sum, server) => sum + server.errors(), 0);
  const perThousand = ((rssConnected - rssBefore) / sockets) * 1000;

  const table = [
    '| sockets | server processes | rooms | messages sent | deliveries expected | delivered | share | p50 | p99 | max | POST answered p50 / p99 | servers RSS idle → connected → after | per 1,000 sockets |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    `| ${sockets} | ${servers.length} | ${ROOMS} | ${sentAt.size} | ${expected} | ${latencies.length} | ` +
      `${((latencies.length / expected) * 100).toFixed(2)}% | ${ms(percentile(latencies, 0.5))} | ` +
      `${ms(percentile(latencies, 0.99))} | ${ms(latencies.at(-1) ?? NaN)} | ` +
      `${ms(percentile(posting, 0.5))} / ${ms(percentile(posting, 0.99))} | ` +
      `${Math.round(rssBefore)} → ${Math.round(rssConnected)} → ${Math.round(rssAfter)} MB | ${perThousand.toFixed(1)} MB |`,
  ].join('\n');
  const notes = [
    connectFailures ? `${connectFailures} sockets refused at connect` : '',
    failed ? `${failed} messages not accepted by the server` : '',
    strays ? `${strays} messages heard by sockets outside their project` : '',
    dropped ? `${dropped} sockets dropped during the run` : '',
    errors ? `${errors} errors in the servers' logs` : '',
  ].filter(Boolean);
  const body =
    `${new Date().toISOString().slice(0, 10)}; ${machineLine()}, ${await databaseVersions()}, Redis (own instance); ` +
    `servers and ${clients.length} client processes on the same machine. Targets: 100% delivered, p99 under 100 ms. ` +
    `Latency is from just before the message's POST to its arrival at each socket; ${SOCKETS_PER_ROOM} sockets ` +
    `(${ACCOUNTS_PER_ROOM} accounts × ${TABS} tabs) hear each room, half on each server.\n\n${table}` +
    (notes.length ? `\n\n${notes.join('; ')}.` : '');
  console.log(`\n${body}`);
  for (const server of servers) if (server.errors() > 0) console.log(`server log's end:\n${server.output()}`);
  await writeSection('realtime', 'Realtime at scale (issue 12)', body);
} finally {
  for (const client of clients) client.close();
  for (const server of servers) await server.stop();
  await database.drop();
  rmSync(secondDataDir, { recursive: true, force: true });
  redis.stop();
}
