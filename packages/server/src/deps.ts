import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { FileStorage } from './storage/files.js';
import type { EventBus, ServerEvent } from './realtime/events.js';
import type { Mailer } from './mail/mailer.js';
import type { LoginLockout } from './auth/lockout.js';

/** What route plugins need from the outside world; built once by app.ts. */
export interface Deps {
  config: Config;
  db: Db;
  files: FileStorage;
  events: EventBus;
  mailer: Mailer;
  loginLockout: LoginLockout;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    /** Events this request raised, published when it succeeds. */
    events: ServerEvent[] | null;
  }
}
