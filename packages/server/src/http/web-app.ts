import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@obra/domain';
import { WEB_BUILD } from '../paths.js';
import { failure } from './envelope.js';
import { signedInPages, RENDERER, type SignedInPages } from './signed-in-pages.js';
import { isSharePage, pageFiles } from './visitor-pages.js';

/** The built web app; WEB_DIST points elsewhere (a build kept apart from the default one). */
export const WEB_DIST = process.env.WEB_DIST || WEB_BUILD;

/** How the app's pages are answered: a file of the build for each path, or a drawn signed-in screen. */
export interface WebPages {
  fileFor(url: string): string;
  signedIn: SignedInPages | null;
}

/**
 * Serves the built web app from the same origin as the API; answers how each page is answered
 * (null when it has not been built). The app's routes themselves are answered by `notFoundHandler`.
 */
export async function serveWebApp(app: FastifyInstance, root: string = WEB_DIST): Promise<WebPages | null> {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built (${root}); serving the API only`);
    return null;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build wrote brotli and gzip copies of every text file: they are sent as they are.
    preCompressed: true,
    // Source maps stay on the server for whoever debugs it; compressed copies, the prerendered
    // pages and the bundle that draws signed-in pages are no addresses of their own.
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz', 'pages/**', `${path.dirname(RENDERER)}/**`],
    allowedPath: (pathname) => !pathname.endsWith('.map') && !pathname.startsWith(`/${path.dirname(RENDERER)}/`),
    // Its own default (max-age=0) would replace ours.
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', cacheControl(path.relative(root, file)));
      // Lower case, as @fastify/compress spells it: it then adds no second one to a file it compresses.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return { fileFor: pageFiles(root), signedIn: signedInPages(app, root) };
}

/**
 * Vite names every asset by its content hash, so it may be kept for good; a page is asked again
 * each time (a 304 when unchanged), so a new build reaches everyone at once; the few other files
 * (favicon, theme script, guide pictures, robots.txt) for an hour. `file` is relative to the web
 * root, so a root that itself lies under a folder named assets changes nothing.
 */
function cacheControl(file: string): string {
  if (file.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // The name is that of the copy sent: index.html.br for index.html. The service worker and the
  // manifest are asked again each time too, so an installed app learns of a new version at once.
  if (/\.html(?:\.br|\.gz)?$|^sw\.js|^manifest\.webmanifest/.test(file)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Unknown API paths answer the 404 envelope. With the web app served, any other GET or HEAD gets
 * its page (a signed-in screen drawn for the session's cookie, a prerendered visitor page, else
 * index.html), so the app's routes (/projects?id=…, /policies#2) load directly.
 */
export function notFoundHandler(pages: WebPages | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    const api = url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io');
    // A missing file (an old asset, a source map) is not a page of the app.
    const file = url.startsWith('/assets/') || /\.map(?:[?#]|$)/.test(url);
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!pages || !read || api || file) return reply.status(404).send(failure(MSG.notFound));
    // A crawler runs no script, so it never sees the page's own robots meta: the header says it.
    if (isSharePage(url)) reply.header('x-robots-tag', 'noindex, nofollow');
    if (await pages.signedIn?.send(request, reply)) return reply;
    return reply.sendFile(pages.fileFor(url));
  };
}
