import type { FastifyInstance } from 'fastify';
import { subjectString, type TokenSubject } from './principal.js';
import { startSession } from './sessions.js';

/** What a token says: whose it is (`sub`) and which session it belongs to (`sid`). */
export interface TokenClaims {
  sub: string;
  sid: string;
}

export type IssueToken = (subject: TokenSubject) => Promise<string>;

/** Opens a session for the account and signs a token naming it. */
export function tokenIssuer(app: FastifyInstance): IssueToken {
  return async (subject) => {
    const sid = await startSession(app.deps.db, subject, app.deps.config.tokenTtlSeconds);
    return app.jwt.sign({ sub: subjectString(subject), sid });
  };
}

/** The claims of a verified token, or null when they are not ours (old tokens carry no session). */
export function claimsOf(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, sid } = payload as Record<string, unknown>;
  return typeof sub === 'string' && typeof sid === 'string' && sid !== '' ? { sub, sid } : null;
}
