// Changes named by an Idempotency-Key, kept with their first answer (http/idempotency.ts).
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * One row per change a caller named. `statusCode` is null while the first sending is being
 * answered; the answer's body is kept as it was sent, so a repeat gets it byte for byte.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Whose key: the signed-in account ("u12", "c3"), or "anon" before signing in. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** Method, path and a hash of the body: a key sent again with another change is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);
