/**
 * Where one call's time goes: the production server under --cpu-prof, one company generated,
 * the call made N times in a row, then the self time of each thread (the server's, and the
 * embedded database's worker) summed by function and by package. Not part of `npm run bench`.
 *   npm run build && npm run bench:profile -- embedded|postgres getByCompany [N]
 *   PROFILE_KEEP=1 … keeps the generated database (for EXPLAIN)
 */
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filledDatabase, type Backend } from './databases.js';
import { layout, ownerName, PASSWORD, SIZE, workerName } from './generate.js';
import { signIn, startServer } from './process.js';

const backend = (process.argv[2] ?? 'embedded') as Backend;
const call = process.argv[3] ?? 'getByCompany';
const times = Number(process.argv[4] ?? 300);
const company = layout(1);
const worker = company.firstWorkerId + SIZE.admins;
const PATHS: Record<string, [string, 'owner' | 'worker']> = {
  getByCompany: [`/api/projects/getByCompany?companyId=${company.companyId}&limit=50`, 'owner'],
  getJobsByCompany: [`/api/projects/getJobsByCompany?companyId=${company.companyId}&limit=50`, 'owner'],
  getByUserWorker: [`/api/projects/getByUser?userId=${worker}&limit=50`, 'worker'],
  getProjectById: [`/api/projects/getProjectById?projectId=${company.firstProjectId}`, 'owner'],
};

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function summarise(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const where = frame.url.includes('node_modules/')
      ? frame.url
          .split('node_modules/')
          .pop()!
          .split('/')
          .slice(0, frame.url.includes('/@') ? 2 : 1)
          .join('/')
      : frame.url.includes('/dist/')
        ? 'obra'
        : frame.url || '(native)';
    const name = `${frame.functionName || '(anon)'} ${path.basename(frame.url)}:${frame.lineNumber}`;
    fn.set(name, (fn.get(name) ?? 0) + us);
    pkg.set(where, (pkg.get(where) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`\n${path.basename(file)}: ${(total / 1000).toFixed(0)} ms sampled`);
  console.log(top(pkg, 15).join('\n'));
  console.log('--');
  console.log(top(fn, 40).join('\n'));
}

const [route, as] = PATHS[call]!;
const database = await filledDatabase(backend, 1);
const dir = mkdtempSync(path.join(tmpdir(), 'obra-prof-'));
const server = await startServer(database.env, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
const token = await signIn(server.origin, as === 'owner' ? ownerName(1) : workerName(1, SIZE.admins), PASSWORD);
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
for (let i = 0; i < 30; i++) await (await fetch(server.origin + route, { headers })).arrayBuffer();
const started = performance.now();
for (let i = 0; i < times; i++) await (await fetch(server.origin + route, { headers })).arrayBuffer();
console.log(`${call} on ${backend}: ${((performance.now() - started) / times).toFixed(1)} ms a call, in a row`);
await server.stop();
// PROFILE_KEEP=1 leaves the database for EXPLAIN.
if (process.env.PROFILE_KEEP === '1') console.log('kept:', database.env);
else await database.drop();
for (const file of readdirSync(dir)) summarise(path.join(dir, file));
