import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { MSG } from '@obra/domain';
import { failure } from './envelope.js';

/**
 * The headers every page, file and API answer carries (@fastify/helmet). Scripts only from our own
 * origin, never inline nor eval'd (the theme script is a file, /color-scheme.js, for this). Styles
 * allow 'unsafe-inline': Mantine writes its CSS variables into <style> elements at run time and
 * its components set style attributes; a style cannot run code. Photos show from blob: URLs (the
 * preview before an upload, files fetched with the session's token) and data: URLs (small icons).
 */
export async function installSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Same-origin WebSocket (Socket.IO) is covered by 'self'.
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (a local install) upgrading would break every request.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the operator serves https (production); on a local http install it would
    // keep the browser from reaching the server at all.
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Files are fetched with the session's token and shown from blob: URLs; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  });

  // What a signed-in caller gets from the API is theirs alone: no shared or browser cache keeps it.
  // Stored files (photos, logos, PDFs) keep their own private caching: a phone on a weak signal
  // would otherwise download every photo again.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.principal && request.url.startsWith('/api/') && !request.url.startsWith('/api/files/')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/**
 * Fastify's own answers to a request it cannot even route (a malformed URL, bad percent-encoding)
 * would be English JSON: they get the Spanish envelope like every other failure.
 */
export function frameworkErrors(_error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  // Answered before any hook runs, so the safety headers are set here.
  void reply
    .code(400)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .type('application/json; charset=utf-8')
    .send(failure(MSG.invalidBody));
}
