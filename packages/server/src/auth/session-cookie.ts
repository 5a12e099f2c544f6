import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPrincipal, subjectOf, type Principal, type TokenSubject } from './principal.js';
import { claimsOf } from './tokens.js';

/**
 * The session's token also travels in an HttpOnly cookie, for one purpose: so the server can draw a
 * signed-in screen with its data in the page it sends (http/signed-in-pages.ts), instead of an empty
 * page that a phone must fill by running the whole app first (docs/decisions/0010). The API never
 * accepts it: calls keep the bearer token from sessionStorage (PRODUCT.md), so a page elsewhere
 * cannot act through a cookie the browser sends along. It is a browser-session cookie, like
 * sessionStorage; the token's own expiry and the sessions table bound it as they bound the token.
 */
export const SESSION_COOKIE = 'obra_session';

const cookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure });

/** Only over HTTPS where the product is reached over HTTPS; a local http://localhost would drop it. */
const secureFor = (app: FastifyInstance) => app.deps.config.publicUrl.startsWith('https:');

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(secureFor(app)));
}

/** Passes a sign-in's answer on, its token also set as the session cookie. */
export function signedInWithCookie(app: FastifyInstance) {
  return <T extends { authToken: string }>(reply: FastifyReply, result: T): T => {
    setSessionCookie(app, reply, result.authToken);
    return result;
  };
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secureFor(app)));
}

export interface CookieSession {
  token: string;
  subject: TokenSubject;
  principal: Principal;
}

/**
 * The open session the request's cookie names, checked as a bearer token is (signature, expiry,
 * the session still open, the account still there with access); null for anything less.
 */
export async function cookieSession(app: FastifyInstance, request: FastifyRequest): Promise<CookieSession | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  let claims;
  try {
    claims = claimsOf(app.jwt.verify(token));
  } catch {
    return null;
  }
  const subject = claims && subjectOf(claims.sub);
  if (!claims || !subject) return null;
  const loaded = await loadPrincipal(app.deps.db, subject, claims.sid);
  return loaded.ok ? { token, subject, principal: loaded.principal } : null;
}
