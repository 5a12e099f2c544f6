import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEEP_DAYS,
  IDEMPOTENCY_KEY_PATTERN,
  REPLAYED_HEADER,
  REPLAY_MSG,
} from '@obra/domain';
import type { Db } from '../db/client.js';
import { idempotentRequests } from '../db/schema.js';
import { AppError, badRequest, conflict } from './errors.js';

/** A first sending that never answered (its process died) no longer holds its key after this. */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The change this request names, held until its answer is kept. */
    idempotency: { caller: string; key: string } | null;
  }
}

/** Whose keys these are: each account has its own, and a visitor's share one space. */
function callerOf(request: FastifyRequest): string {
  const principal = request.principal;
  if (!principal) return 'anon';
  return principal.kind === 'company' ? `c${principal.companyId}` : `u${principal.userId}`;
}

/** The change itself: a key sent again with another change is a mistake, not a repeat. */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('base64url');
}

/**
 * Every write of the API honours an `Idempotency-Key` header (issue 13): the first sending is
 * applied and its answer kept with the key for IDEMPOTENCY_KEEP_DAYS; a repeat gets that answer
 * again, marked `Idempotent-Replayed: true`, without being applied (so no second notice, mail or
 * event). Answers of 5xx are not kept: the change did not happen, and may be sent again. Runs as a
 * preHandler, after the route's own authentication, so each account's keys are its own.
 */
export function honourIdempotencyKeys(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);

  const forget = () =>
    forgetOldIdempotencyKeys(db).catch((err: unknown) =>
      app.log.warn({ err }, 'forgetting old idempotency keys failed'),
    );
  app.addHook('onReady', async () => void forget());
  const hourly = setInterval(forget, 60 * 60 * 1000).unref();
  app.addHook('onClose', async () => clearInterval(hourly));

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !WRITES.has(request.method)) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(REPLAY_MSG.keyInvalid);
    const caller = callerOf(request);
    const fingerprint = fingerprintOf(request);

    // Claims the key, or takes over a claim whose first sending died before answering.
    const abandoned = new Date(Date.now() - ABANDONED_AFTER_MS);
    const claimed = await db
      .insert(idempotentRequests)
      .values({ caller, key, fingerprint })
      .onConflictDoUpdate({
        target: [idempotentRequests.caller, idempotentRequests.key],
        set: { fingerprint, createdAt: sql`now()` },
        setWhere: and(
          sql`${idempotentRequests.statusCode} is null`,
          lt(idempotentRequests.createdAt, abandoned),
          eq(idempotentRequests.fingerprint, fingerprint),
        ),
      })
      .returning({ caller: idempotentRequests.caller });
    if (claimed.length > 0) {
      request.idempotency = { caller, key };
      return;
    }
    const [first] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.caller, caller), eq(idempotentRequests.key, key)));
    if (!first) throw conflict(REPLAY_MSG.inProgress);
    if (first.fingerprint !== fingerprint) throw new AppError(422, REPLAY_MSG.keyReused);
    if (first.statusCode === null) throw conflict(REPLAY_MSG.inProgress);
    return replay(reply, first.statusCode, first.contentType, first.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const where = and(eq(idempotentRequests.caller, claim.caller), eq(idempotentRequests.key, claim.key));
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || body === null) {
      // Not applied (or an answer that cannot be kept, such as a stream): the key is free again.
      await db.delete(idempotentRequests).where(where);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotentRequests)
      .set({ statusCode: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body })
      .where(where);
    return payload;
  });
}

function replay(reply: FastifyReply, statusCode: number, contentType: string | null, body: string): FastifyReply {
  reply.code(statusCode).header(REPLAYED_HEADER, 'true');
  if (contentType) reply.header('content-type', contentType);
  return reply.send(body);
}

/** Forgets keys older than IDEMPOTENCY_KEEP_DAYS; the server runs it at start and every hour. */
export async function forgetOldIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEEP_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, before))
    .returning({ key: idempotentRequests.key });
  return gone.length;
}
