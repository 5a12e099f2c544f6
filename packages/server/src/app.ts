import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Deps } from './deps.js';
import { honourIdempotencyKeys } from './http/idempotency.js';
import { installErrorHandler } from './http/error-handler.js';
import { openapiOptions } from './http/openapi.js';
import { answerSerializer } from './http/serializer.js';
import { frameworkErrors, installSecurityHeaders } from './http/hardening.js';
import { refuseMalformedText } from './http/well-formed.js';
import { loginLockout } from './auth/lockout.js';
import { notFoundHandler, serveWebApp } from './http/web-app.js';
import { localFileStorage, type FileStorage } from './storage/files.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { apiRoutes } from './routes.js';
import { installClientNoticeMail } from './modules/client-notices/mail.js';
import { installInvoiceReminders } from './modules/billing/reminders.js';
import { EventBus, collectingEvents, type ServerEvent } from './realtime/events.js';

export interface AppOptions {
  config: Config;
  db: Db;
  files?: FileStorage;
  /** Outgoing mail; by default SMTP_URL's server, or .eml files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Serves the built web app too (production and browser tests); the API alone otherwise. */
  webApp?: boolean;
  /** Where the built web app is; packages/web/dist (or WEB_DIST) by default. */
  webRoot?: string;
  /** Where request events go; the realtime module subscribes to it. */
  events?: EventBus;
  /** Shares rate-limit counters between server processes. */
  redis?: Redis;
  logger?: boolean;
}

/** Largest JSON body: a project with its jobs fits many times over. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** Largest upload part: a photo (PRODUCT.md: 10 MB). */
export const UPLOAD_FILE_LIMIT = 10 * 1024 * 1024;

/** Builds the whole HTTP application; tests use it as it is, main.ts adds a listener. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    frameworkErrors,
    // A request, an upload of photos on a slow signal included, has two minutes; its headers 20 s.
    // Node's own defaults (5 min, 1 min) let a stalled client hold a connection, and a shutdown, long.
    requestTimeout: 120_000,
    // A request whose body is still arriving when a shutdown begins is answered, not refused.
    return503OnClosing: false,
    http: { headersTimeout: 20_000 },
  }).withTypeProvider<ZodTypeProvider>();

  // Requests are validated by zod; answers are written from their schemas, checked only in tests.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.checkAnswers));

  const deps: Deps = {
    config,
    db: options.db,
    files: options.files ?? localFileStorage(config.filesDir),
    events: options.events ?? new EventBus(),
    mailer: options.mailer ?? createMailer(config),
    loginLockout: loginLockout(options.redis, (err) => app.log.warn({ err }, 'login lockout: Redis unavailable')),
  };
  app.decorate('deps', deps);
  app.decorateRequest('principal', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('events', null);

  // Events raised while handling a request go out only once it has succeeded (after commit).
  app.addHook('onRequest', (request, _reply, done) => {
    const events: ServerEvent[] = [];
    request.events = events;
    collectingEvents(events, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.events && reply.statusCode < 400) await deps.events.publish(request.events);
  });

  installErrorHandler(app);
  refuseMalformedText(app);
  honourIdempotencyKeys(app, deps.db);
  installClientNoticeMail(app);
  installInvoiceReminders(app);
  await installSecurityHeaders(app, config.production);

  // Answers the API makes (JSON, the docs) are compressed as they go when over 1 KB (below, headers
  // outweigh the saving): brotli at a fast level, else gzip, the two the web build also writes. The
  // build's copies (http/web-app.ts) already carry a content-encoding and pass through untouched;
  // the plugin's own list of types leaves pictures and PDFs alone. Request bodies are not
  // decompressed: no browser sends them compressed.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Reads the session cookie that signed-in pages are drawn from (auth/session-cookie.ts).
  await app.register(cookie);
  await app.register(jwt, { secret: config.authSecret, sign: { expiresIn: config.tokenTtlSeconds } });
  // With Redis away the limits are skipped rather than turning every limited call into a 500.
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, skipOnError: true } : {}),
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_FILE_LIMIT, files: 6, fields: 10, parts: 20 } });

  await app.register(swagger, openapiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiRoutes, { prefix: '/api' });
  const pages = options.webApp ? await serveWebApp(app, options.webRoot) : null;
  app.setNotFoundHandler(notFoundHandler(pages));
  return app;
}
