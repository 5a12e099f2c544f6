import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, expect } from 'vitest';
import { io as openSocket, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { Answer, Api } from './app.js';
import type { Account } from './factories.js';

/**
 * Realtime tests: `useApi(overrides, { realtime: true })` attaches Socket.IO to the file's app;
 * `listen(api)` then serves it over real HTTP on 127.0.0.1 and `connectSocket` opens real
 * Socket.IO clients against it. useApi's afterAll closes the server; `closeSockets` the clients.
 */

/** Starts the app listening on a free port of 127.0.0.1 (once per file) and gives its URL. */
export async function listen(api: Api): Promise<string> {
  const app = api.app;
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface Heard {
  event: string;
  payload: unknown;
}

export interface TestSocket {
  socket: Socket;
  /** Why the connection was refused (the server's message), or null once connected. */
  error: Error | null;
  /** Every event heard since the socket was opened, in order. */
  heard: Heard[];
  /** The payloads heard so far of one event. */
  payloads(event: string): unknown[];
  /** The first payload of `event` (already heard or still to come) that `matches`; fails after `timeoutMs`. */
  waitFor(event: string, matches?: (payload: unknown) => boolean, timeoutMs?: number): Promise<unknown>;
}

const opened = new Set<Socket>();

/**
 * Opens a Socket.IO client with `auth.token` (none when `token` is undefined) and waits for the
 * server's answer: `connect`, or `connect_error` with the refusal. It does not reconnect by itself.
 */
export async function connectSocket(
  url: string,
  token?: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<TestSocket> {
  const socket = openSocket(url, {
    auth: token === undefined ? {} : { token },
    forceNew: true,
    reconnection: false,
    ...options,
  });
  opened.add(socket);
  const heard: Heard[] = [];
  const waiting = new Set<() => void>();
  socket.onAny((event: string, payload: unknown) => {
    heard.push({ event, payload });
    for (const wake of waiting) wake();
  });
  const error = await new Promise<Error | null>((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', (err) => resolve(err));
  });
  return {
    socket,
    error,
    heard,
    payloads: (event) => heard.filter((h) => h.event === event).map((h) => h.payload),
    waitFor: (event, matches = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = heard.find((h) => h.event === event && matches(h.payload));
          if (!found) return false;
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(found.payload);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiting.delete(wake);
          reject(new Error(`no '${event}' within ${timeoutMs} ms; heard ${JSON.stringify(heard)}`));
        }, timeoutMs);
        if (!check()) waiting.add(wake);
      }),
  };
}

/** Closes every client `connectSocket` opened (call in afterEach). */
export function closeSockets(): void {
  for (const socket of opened) socket.disconnect();
  opened.clear();
}

/** A connected socket for an account's token; the test fails if the server refuses it. */
export async function onlineSocket(url: string, token: string): Promise<TestSocket> {
  const socket = await connectSocket(url, token);
  expect(socket.error, socket.error?.message).toBeNull();
  return socket;
}

/** For a test file: its app listens, each test's sockets are closed after it; `online` connects an account. */
export function useSockets(api: Api) {
  let url = '';
  beforeAll(async () => {
    url = await listen(api);
  });
  afterEach(() => closeSockets());
  return { online: (account: Account) => onlineSocket(url, account.token) };
}

/**
 * Resolves once the next request's events have been published and delivered: the bus runs its
 * listeners one after another, and realtime's (subscribed when the app was built) delivers first.
 */
export function nextDelivery(api: Api): Promise<void> {
  return new Promise((resolve) => {
    const stop = api.app.deps.events.subscribe(() => {
      stop();
      resolve();
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a socket must stay silent before a test concludes that nothing is coming to it. */
export const SILENCE_MS = 300;

/**
 * The factories' `Api` over real HTTP to a running server (another process): only get, post and
 * put work, which is all the factories use.
 */
export function httpApi(baseUrl: string): Api {
  async function call<T>(method: string, url: string, body: unknown, token?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const type = response.headers.get('content-type') ?? '';
    const parsed = (
      type.includes('application/json') ? await response.json() : { raw: await response.text() }
    ) as Answer<T>['body'];
    return { status: response.status, body: parsed, headers: Object.fromEntries(response.headers) };
  }
  const unsupported = (what: string) => (): never => {
    throw new Error(`httpApi: ${what} is only available in-process`);
  };
  return {
    get app(): never {
      return unsupported('app')();
    },
    get database(): never {
      return unsupported('database')();
    },
    get files(): never {
      return unsupported('files')();
    },
    queryCount: unsupported('queryCount'),
    request: unsupported('request'),
    get: (url, token) => call('GET', url, undefined, token),
    post: (url, body, token) => call('POST', url, body, token),
    put: (url, body, token) => call('PUT', url, body, token),
  };
}
