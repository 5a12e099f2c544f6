import type { FastifyInstance, InjectOptions } from 'fastify';
import { problemOf, type ErrorEnvelope } from '@obra/domain';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from './database.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localFileStorage, type FileStorage } from '../storage/files.js';
import { attachRealtime } from '../realtime/server.js';

export const TEST_REGISTRATION_CODE = 'CODIGO-PRUEBA';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data', REGISTRATION_CODE: TEST_REGISTRATION_CODE }),
    loginRateLimit: 1000,
    ...overrides,
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: { querySuccess: boolean; queryData: T; queryError: string | null } & Partial<
    Pick<ErrorEnvelope, 'errorCode' | 'errorParams'>
  >;
  headers: Record<string, unknown>;
}

/** The envelope a refusal with this Spanish message answers: the message's code (and parts) included. */
export function refusal(message: string): ErrorEnvelope {
  const problem = problemOf(message);
  if (!problem) throw new Error(`No domain message: ${message}`);
  return {
    querySuccess: false,
    queryData: null,
    queryError: message,
    errorCode: problem.code,
    ...(problem.params ? { errorParams: { ...problem.params } } : {}),
  };
}

export interface Api {
  app: FastifyInstance;
  database: Database;
  files: FileStorage;
  /** Statements sent to the database since the file started; tests diff it around a call. */
  queryCount(): number;
  get<T = unknown>(url: string, token?: string): Promise<Answer<T>>;
  post<T = unknown>(url: string, body: unknown, token?: string): Promise<Answer<T>>;
  put<T = unknown>(url: string, body: unknown, token?: string): Promise<Answer<T>>;
  request<T = unknown>(options: InjectOptions): Promise<Answer<T>>;
}

/** The Api helpers over an app built by the test itself (one with Redis, or on a database of its own). */
export function apiOver(app: FastifyInstance, database: Database, files: FileStorage): Api {
  const request = async <T>(options: InjectOptions): Promise<Answer<T>> => {
    const response = await app.inject(options);
    const type = String(response.headers['content-type'] ?? '');
    const body = type.includes('application/json') ? response.json() : { raw: response.body };
    return { status: response.statusCode, body, headers: response.headers };
  };
  const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    app,
    database,
    files,
    queryCount: () => 0,
    request,
    get: (url, token) => request({ method: 'GET', url, headers: auth(token) }),
    post: (url, body, token) =>
      request({ method: 'POST', url, payload: body as InjectOptions['payload'], headers: auth(token) }),
    put: (url, body, token) =>
      request({ method: 'PUT', url, payload: body as InjectOptions['payload'], headers: auth(token) }),
  };
}

export interface UseApiOptions {
  /** Attaches Socket.IO (without Redis) before the app is ready; test/realtime.ts then listens. */
  realtime?: boolean;
  /** Serves the web app built in this directory too, as production does. */
  webRoot?: string;
}

/**
 * One app over one private database for the whole test file. Requests go through Fastify's full
 * HTTP handling (inject), the database is real (PGlite, or PostgreSQL under OBRA_TEST_DB=postgres).
 */
export function useApi(overrides: Partial<Config> = {}, options: UseApiOptions = {}): Api {
  let queries = 0;
  const state = {} as { app: FastifyInstance; database: Database; files: FileStorage; dir: string };

  beforeAll(async () => {
    state.database = await openTestDatabase({ onQuery: () => void queries++ });
    state.dir = mkdtempSync(path.join(tmpdir(), 'obra-files-'));
    state.files = localFileStorage(state.dir);
    state.app = await buildApp({
      config: testConfig(overrides),
      db: state.database.db,
      files: state.files,
      logger: false,
      ...(options.webRoot ? { webApp: true, webRoot: options.webRoot } : {}),
    });
    if (options.realtime) await attachRealtime(state.app, { redisUrl: null });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
    if (state.dir) rmSync(state.dir, { recursive: true, force: true });
  });

  // The app exists once beforeAll has run: each call reaches it through apiOver.
  const over = () => apiOver(state.app, state.database, state.files);
  return {
    get app() {
      return state.app;
    },
    get database() {
      return state.database;
    },
    get files() {
      return state.files;
    },
    queryCount: () => queries,
    request: (options) => over().request(options),
    get: (url, token) => over().get(url, token),
    post: (url, body, token) => over().post(url, body, token),
    put: (url, body, token) => over().put(url, body, token),
  };
}
