import 'dotenv/config';
import { resilientRedis } from './realtime/redis-client.js';
import { localAuthSecret } from './auth/dev-secret.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, refreshStatistics } from './db/open.js';
import { DataDirLockedError } from './db/lock.js';
import { demoLoginsInUse } from './demo/production-guard.js';
import { seedDemoIfEmpty } from './demo/seed.js';
import { closeGracefully, trackConnections } from './http/shutdown.js';
import { serveControlSocket } from './ops/control-socket.js';
import { localFileStorage } from './storage/files.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!process.env.AUTH_SECRET && !config.production) config.authSecret = localAuthSecret(config.dataDir);
  // The embedded database opens in its own thread (db/pglite-thread.ts) while this one loads the
  // application's modules, the larger part of a start.
  const [database, { buildApp }, { attachRealtime }] = await Promise.all([
    openDatabase(config),
    import('./app.js'),
    import('./realtime/server.js'),
  ]);
  const files = localFileStorage(config.filesDir);
  if (config.production && config.demoData) {
    console.warn('ATENCIÓN: DEMO_DATA está activo en producción: las cuentas de demostración entran con demo1234.');
  } else if (config.production) {
    const open = await demoLoginsInUse(database.db);
    if (open.length > 0) {
      await database.close();
      throw new ConfigError(
        `the demo accounts ${open.join(', ')} still open with the demo password: change their passwords or remove them before running in production`,
      );
    }
  }
  if (config.demoData) {
    const logins = await seedDemoIfEmpty(database.db, files, config);
    if (logins) {
      await refreshStatistics(database);
      console.log('\nDatos de demostración cargados. Cuentas (contraseña para todas: demo1234):');
      for (const l of logins) console.log(`  ${l.role.padEnd(24)} ${l.username}`);
      console.log('');
    }
  }
  const redis = config.redisUrl
    ? resilientRedis(config.redisUrl, (message, err) => console.warn(`${message}${err ? `: ${String(err)}` : ''}`))
    : undefined;
  const app = await buildApp({ config, db: database.db, files, webApp: true, ...(redis ? { redis } : {}) });
  // Socket.IO on the same server; with REDIS_URL, shared with the other server processes.
  await attachRealtime(app, { redisUrl: config.redisUrl });

  const connections = trackConnections(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await closeGracefully(app, connections);
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // `npm run backup` reaches the embedded database through the server that holds it.
  if (database.kind === 'pglite') {
    const control = await serveControlSocket(config.dataDir, database);
    app.addHook('onClose', async () => void control.close());
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`Obra escucha en http://localhost:${config.port} (${database.kind})`);
  if (config.registrationCode) console.log(`Código de registro: ${config.registrationCode}`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error instanceof ConfigError ? `Configuración inválida: ${error.message}` : error);
  process.exit(1);
});
