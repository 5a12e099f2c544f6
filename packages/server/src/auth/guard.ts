import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@obra/domain';
import { unauthenticated } from '../http/errors.js';
import { loadPrincipal, subjectOf, type Principal } from './principal.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string };
  }
}

/** The signed-in caller; routes registered behind `protect` always have one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

/**
 * Registers an onRequest hook on this plugin scope: a valid bearer token whose account still
 * exists and still has access, or 401. The account is read on every request so that blocking a
 * worker takes effect at once.
 */
export function protect(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    let sub: string;
    try {
      ({ sub } = await request.jwtVerify<{ sub: string }>());
    } catch {
      throw unauthenticated();
    }
    const subject = subjectOf(sub);
    if (!subject) throw unauthenticated();
    const loaded = await loadPrincipal(app.deps.db, subject);
    if (!loaded.ok) throw unauthenticated(loaded.reason === 'blocked' ? MSG.accessBlocked : MSG.unauthenticated);
    request.principal = loaded.principal;
  });
}
