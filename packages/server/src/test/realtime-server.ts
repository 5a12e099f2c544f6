/**
 * One server process for the multi-process realtime test (realtime/cluster.test.ts), run as
 * `node --import tsx packages/server/src/test/realtime-server.ts` with DATABASE_URL (an already
 * migrated PostgreSQL database) and REDIS_URL in the environment, plus the usual settings
 * (AUTH_SECRET shared by every process, REGISTRATION_CODE, DATA_DIR). It listens on a free port
 * of 127.0.0.1, prints `LISTENING <url>`, and stops on SIGTERM or when its stdin closes (the
 * test runner went away).
 */
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { fromPostgres } from '../db/client.js';
import { attachRealtime } from '../realtime/server.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.databaseUrl || !config.redisUrl) throw new Error('DATABASE_URL and REDIS_URL are required');
  const database = fromPostgres(config.databaseUrl, 5);
  const app = await buildApp({ config, db: database.db, logger: false });
  await attachRealtime(app, {
    redisUrl: config.redisUrl,
    ...(process.env.OBRA_REALTIME_KEY ? { redisKey: process.env.OBRA_REALTIME_KEY } : {}),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
  process.stdout.write(`LISTENING ${address}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
