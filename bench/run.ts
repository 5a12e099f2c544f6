/**
 * `npm run bench` (after `npm run build`): the API against its ceiling, start-up and memory, and
 * realtime at scale, one after another, each in a process of its own; each writes its section of
 * bench/RESULTS.md. About 20 minutes on 2 cores at full scale.
 *   BENCH_COMPANIES=101      companies generated for the API run (5 for a quick run)
 *   BENCH_DURATION=4         seconds of load per measurement
 *   BENCH_STARTS=3           starts per start-up figure
 *   BENCH_SOCKETS=5000, BENCH_REALTIME_SECONDS=30, BENCH_SKIP_REALTIME=1
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { ROOT } from './server.js';

const scripts = ['bench/api.ts', 'bench/startup.ts'];
if (process.env.BENCH_SKIP_REALTIME !== '1') scripts.push('bench/realtime-scale.ts');

const started = performance.now();
for (const script of scripts) {
  const from = performance.now();
  console.log(`\n== ${script}`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: 'inherit' });
  console.log(`== ${script}: ${((performance.now() - from) / 1000).toFixed(0)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
console.log(
  `\nAll benchmarks in ${((performance.now() - started) / 60_000).toFixed(1)} min; figures in bench/RESULTS.md.`,
);
