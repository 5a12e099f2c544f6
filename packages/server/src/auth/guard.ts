import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@obra/domain';
import { unauthenticated } from '../http/errors.js';
import { BEARER_SECURITY } from '../http/openapi.js';
import { loadPrincipal, subjectOf, type Principal } from './principal.js';
import { claimsOf, type TokenClaims } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The session the caller's token belongs to (logout ends it). */
    sessionId: string | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/** The signed-in caller; routes registered behind `protect` always have one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

/**
 * Registers an onRequest hook on this plugin scope: a valid bearer token of an open session whose
 * account still exists and still has access, or 401. The account and the session are read on every
 * request so that blocking a worker or logging out takes effect at once.
 */
export function protect(app: FastifyInstance): void {
  // The API document says of each route of the scope what this hook makes of it: a bearer token is required.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: BEARER_SECURITY };
  });
  app.addHook('onRequest', async (request) => {
    let claims: TokenClaims | null;
    try {
      claims = claimsOf(await request.jwtVerify());
    } catch {
      throw unauthenticated();
    }
    const subject = claims && subjectOf(claims.sub);
    if (!claims || !subject) throw unauthenticated();
    const loaded = await loadPrincipal(app.deps.db, subject, claims.sid);
    if (!loaded.ok) throw unauthenticated(loaded.reason === 'blocked' ? MSG.accessBlocked : MSG.unauthenticated);
    request.principal = loaded.principal;
    request.sessionId = claims.sid;
  });
}

/** The session the signed-in caller acts in. */
export function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthenticated();
  return request.sessionId;
}
