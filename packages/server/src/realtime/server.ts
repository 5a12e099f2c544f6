import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { MSG, type Message } from '@obra/domain';
import {
  loadPrincipal,
  subjectOf,
  subjectString,
  type LoadResult,
  type Principal,
  type TokenSubject,
} from '../auth/principal.js';
import { claimsOf, type TokenClaims } from '../auth/tokens.js';
import { failure } from '../http/envelope.js';
import { resilientRedis } from './redis-client.js';
import { deliveriesFor, isAudienceRoom, roomsOf, type Delivery, type ServerToClientEvents } from './delivery.js';

/** The browser sends nothing the server acts on; in particular it never picks its rooms. */
type ClientToServerEvents = Record<string, never>;

/** Between server processes (through the Redis adapter): a request's messages, to deliver locally. */
interface InterServerEvents {
  'obra:deliver': (deliveries: Delivery[]) => void;
  /** These accounts' access or sessions changed: check their sockets again. */
  'obra:recheck': (subjects: string[]) => void;
}

/** Kept on each socket: whose token opened it, its session, and until when the token is good. */
interface SocketData {
  subject: TokenSubject;
  sessionId: string;
  /** The account's role and company when the socket connected (see standingOf). */
  standing: string;
  /** Seconds since the epoch (the token's `exp`); null for a token without expiry. */
  expiresAt: number | null;
  /** When the account was last read and found allowed (ms since the epoch). */
  checkedAt: number;
}

/**
 * How long a socket's account, once read and found allowed, is trusted for deliveries. Whatever
 * ends access (sign-out, a block, a demotion, a password reset) announces it and the sockets are
 * checked again at once (recheckLocally); this bound only covers a change nobody announced. Reading
 * every listener's account on every message made a busy chat room's deliveries queue up behind
 * their own database reads (issue 12: five accounts a room, 100 messages a second).
 */
const TRUST_CHECK_MS = 30_000;

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface RealtimeOptions {
  /** Shares delivery between server processes; by default the configuration's REDIS_URL. */
  redisUrl?: string | null;
  /** Prefix of the Redis channels, so that separate installations can share one Redis server. */
  redisKey?: string;
  /** How long a dropped connection may come back with its rooms and missed messages (in-process only). */
  maxDisconnectionDuration?: number;
}

/** How long a starting server waits for Redis before it serves without it. */
const REDIS_START_WAIT_MS = 3000;

/** A client's connection attempt is refused with this: the browser sees the message, and the envelope as `data`. */
const refusal = (message: Message) => Object.assign(new Error(message), { data: failure(message) });

/**
 * Socket.IO on the app's own HTTP server, at its default path /socket.io (same origin, so no CORS).
 * Call before `ready()`/`listen()`; closing the app closes the sockets, the adapter and Redis.
 *
 * Sockets are authenticated with the API's token (`auth.token` in the handshake) and joined by
 * the server to their rooms before `connect` completes: `user:<id>` for a person and
 * `company:<id>` for the company they act as. Request events (after commit) become messages to
 * those rooms. Each server process delivers to its own sockets, checking each recipient's account
 * against the database at that moment, so a worker blocked or an admin demoted since connecting
 * stops hearing about projects at once (a plain room broadcast would keep the rooms chosen at
 * connect time). With Redis, the messages reach the other processes through the adapter.
 */
export async function attachRealtime(app: FastifyInstance, options: RealtimeOptions = {}): Promise<RealtimeServer> {
  const { db, events } = app.deps;
  const redisUrl = options.redisUrl === undefined ? app.deps.config.redisUrl : options.redisUrl;

  let redis: { pub: Redis; sub: Redis } | null = null;
  if (redisUrl) {
    const log = (message: string, err: unknown) => app.log.warn({ err }, `realtime: ${message}`);
    redis = { pub: resilientRedis(redisUrl, log), sub: resilientRedis(redisUrl, log, { subscriber: true }) };
  }

  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Browsers send only the handshake; nothing large ever comes in.
    maxHttpBufferSize: 32 * 1024,
    connectionStateRecovery: {
      maxDisconnectionDuration: options.maxDisconnectionDuration ?? 30_000,
      // A recovered connection is authenticated again like a new one.
      skipMiddlewares: false,
    },
    ...(redis ? { adapter: createAdapter(redis.pub, redis.sub, { key: options.redisKey ?? 'obra:socket.io' }) } : {}),
  });
  if (redis) {
    // Commands on one connection run in order: once these answer, the adapter's subscriptions are
    // active and no message published by another process afterwards is missed. With Redis away the
    // server starts all the same; the subscriptions are made when it comes back.
    const { pub, sub } = redis;
    // once() rejects on the client's first 'error' (Redis away): that is an answer too.
    const ready = Promise.all([pub.status === 'ready' ? Promise.resolve() : once(pub, 'ready'), sub.ping()]).then(
      () => true,
      () => false,
    );
    const away = new Promise<false>((resolve) => setTimeout(() => resolve(false), REDIS_START_WAIT_MS).unref());
    if (!(await Promise.race([ready, away]))) {
      app.log.warn('realtime: starting without Redis; other processes are not reached until it returns');
    }
  }

  const nsp = io.of('/');

  /**
   * A dropped connection normally comes back with its old rooms and the messages it missed, sent
   * before the middleware runs. It may only do so while its account would still get those rooms;
   * otherwise it starts afresh (and is told to resync) under the middleware's checks.
   */
  const restore = nsp.adapter.restoreSession.bind(nsp.adapter);
  nsp.adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    const data = session.data as Partial<SocketData> | undefined;
    const loaded = data?.subject && data.sessionId ? await loadPrincipal(db, data.subject, data.sessionId) : null;
    if (loaded?.ok && sameRooms(roomsOf(loaded.principal), session.rooms.filter(isAudienceRoom))) return session;
    // null is the adapter's own answer for "no session to recover" (its type says otherwise).
    return null as unknown as typeof session;
  };

  io.use(async (socket, next) => {
    try {
      const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(refusal(MSG.unauthenticated));
      let payload: TokenClaims & { exp?: number };
      try {
        payload = app.jwt.verify<TokenClaims & { exp?: number }>(token);
      } catch {
        return next(refusal(MSG.unauthenticated));
      }
      const claims = claimsOf(payload);
      const subject = claims && subjectOf(claims.sub);
      if (!claims || !subject) return next(refusal(MSG.unauthenticated));
      const loaded = await loadPrincipal(db, subject, claims.sid);
      if (!loaded.ok) return next(refusal(loaded.reason === 'blocked' ? MSG.accessBlocked : MSG.unauthenticated));
      socket.data = {
        subject,
        sessionId: claims.sid,
        standing: standingOf(loaded.principal),
        expiresAt: typeof payload.exp === 'number' ? payload.exp : null,
        checkedAt: Date.now(),
      };
      await placeInRooms(socket, roomsOf(loaded.principal));
      next();
    } catch (err) {
      app.log.error({ err }, 'realtime: connection check failed');
      next(refusal(MSG.serverError));
    }
  });

  io.on('connection', (socket) => {
    // A connection that did not recover its state (the first one, one that was away too long,
    // or any reconnection under the Redis adapter, which keeps no packets and so cannot replay
    // what was missed) may have missed messages: the web app refetches what it shows.
    if (!socket.recovered) socket.emit('resync', {});
  });

  // Deliveries of one process run one after another, in the order they were published.
  let queue: Promise<void> = Promise.resolve();
  const deliverHere = (deliveries: Delivery[]) => {
    const done = queue.then(() => deliverLocally(deliveries));
    queue = done.catch((err: unknown) => app.log.error({ err }, 'realtime: delivery failed'));
    return queue;
  };

  /** Sends to this process's sockets in the rooms, after checking each one's account now. */
  async function deliverLocally(deliveries: Delivery[]): Promise<void> {
    const rooms = new Set(deliveries.flatMap((d) => d.rooms));
    if (rooms.size === 0) return;
    const ids = await nsp.adapter.sockets(rooms);
    const accounts = new Map<string, Promise<LoadResult>>();
    const nowMs = Date.now();
    for (const id of ids) {
      const socket = nsp.sockets.get(id);
      if (!socket?.data.subject) continue;
      if (socket.data.expiresAt !== null && socket.data.expiresAt <= nowMs / 1000) {
        socket.disconnect(true);
        continue;
      }
      if (nowMs - socket.data.checkedAt < TRUST_CHECK_MS) continue;
      const key = `${subjectString(socket.data.subject)} ${socket.data.sessionId}`;
      let account = accounts.get(key);
      if (!account) accounts.set(key, (account = loadPrincipal(db, socket.data.subject, socket.data.sessionId)));
      const loaded = await account;
      if (!loaded.ok) socket.disconnect(true);
      else {
        socket.data.checkedAt = nowMs;
        await placeInRooms(socket, roomsOf(loaded.principal));
      }
    }
    for (const delivery of deliveries) {
      // Never an empty room list: to([]) would mean every socket.
      if (delivery.rooms.length === 0) continue;
      const target = io.local.to(delivery.rooms);
      if (delivery.event === 'project update') target.emit('project update', delivery.payload);
      else if (delivery.event === 'chat message') target.emit('chat message', delivery.payload);
      else if (delivery.event === 'billing') target.emit('billing', delivery.payload);
      else target.emit('new notification', delivery.payload);
    }
  }

  /**
   * Closes this process's sockets of these accounts whose session ended, whose access went, or
   * whose role or company changed (a demotion, a removal): a browser still allowed in connects
   * again at once and gets its rooms afresh; one that is not is refused.
   */
  async function recheckLocally(subjects: string[]): Promise<void> {
    for (const socket of nsp.sockets.values()) {
      const { subject, sessionId } = socket.data;
      if (!subject || !subjects.includes(subjectString(subject))) continue;
      const loaded = await loadPrincipal(db, subject, sessionId);
      if (!loaded.ok || standingOf(loaded.principal) !== socket.data.standing) socket.disconnect(true);
    }
  }

  // Deliveries and checks announced by other processes.
  io.on('obra:deliver', (deliveries) => void deliverHere(deliveries));
  io.on('obra:recheck', (subjects) => void recheckLocally(subjects).catch(logRecheckFailure));
  const logRecheckFailure = (err: unknown) => app.log.error({ err }, 'realtime: could not check sockets again');

  const unsubscribe = events.subscribe(async (published) => {
    const changed = published.flatMap((e) => (e.type === 'access changed' ? e.subjects : []));
    if (changed.length > 0) {
      const subjects = changed.map(subjectString);
      if (redis) io.serverSideEmit('obra:recheck', subjects);
      await recheckLocally(subjects).catch(logRecheckFailure);
    }
    try {
      const deliveries = await deliveriesFor(db, published);
      if (deliveries.length === 0) return;
      if (redis) io.serverSideEmit('obra:deliver', deliveries);
      await deliverHere(deliveries);
    } catch (err) {
      app.log.error({ err }, 'realtime: could not prepare delivery');
    }
  });

  // Open sockets would keep the HTTP server from closing: end them before it closes.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await queue;
    await io.close();
    // QUIT would wait for a Redis that is away (a subscriber's commands wait for it): then just hang up.
    if (redis) {
      await Promise.allSettled(
        [redis.pub, redis.sub].map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())),
      );
    }
  });
  return io;
}

/** Puts a socket in exactly these server-managed rooms (leaving any it no longer belongs in). */
async function placeInRooms(socket: RealtimeSocket, rooms: string[]): Promise<void> {
  for (const room of [...socket.rooms]) if (isAudienceRoom(room) && !rooms.includes(room)) await socket.leave(room);
  const missing = rooms.filter((room) => !socket.rooms.has(room));
  if (missing.length > 0) await socket.join(missing);
}

/** What a socket's rights depend on: who the caller is to which company (not, say, their language). */
function standingOf(principal: Principal): string {
  return principal.kind === 'company'
    ? `company:${principal.companyId}`
    : `${principal.userType}:${principal.employerId}:${principal.ownCompanyId}`;
}

function sameRooms(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((room) => b.includes(room));
}
