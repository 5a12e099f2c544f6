import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@obra/domain';
import { failure } from './envelope.js';
import { pageFiles } from './visitor-pages.js';

/** The built web app; WEB_DIST points elsewhere (a build kept apart from the default one). */
export const WEB_DIST = process.env.WEB_DIST || fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app from the same origin as the API; answers which file answers each page
 * (null when it has not been built). The app's routes themselves are answered by `notFoundHandler`.
 */
export async function serveWebApp(
  app: FastifyInstance,
  root: string = WEB_DIST,
): Promise<((url: string) => string) | null> {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built (${root}); serving the API only`);
    return null;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Vite names every asset by its content hash, so it may be cached for good.
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return pageFiles(root);
}

/**
 * Unknown API paths answer the 404 envelope. With the web app served, any other GET gets
 * index.html, so the app's routes (/projects?id=…, /policies#2) load directly.
 */
export function notFoundHandler(pageFor: ((url: string) => string) | null) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    const api = url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io');
    if (!pageFor || request.method !== 'GET' || api) return reply.status(404).send(failure(MSG.notFound));
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(pageFor(url));
  };
}
