import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DrawSignedIn, Envelope, ErrorEnvelope } from '@obra/domain';
import { cookieSession } from '../auth/session-cookie.js';
import { signedInAccount } from '../modules/auth/service.js';

/**
 * Signed-in screens drawn on the server (docs/decisions/0010): for a request that carries the
 * session cookie, the web build's server bundle renders the screen with the account's data into
 * the build's signed-in page, and the browser shows it before any script has run; the app then
 * takes it over. Without a cookie, or for a screen the bundle does not draw, the caller sends
 * the app's page as before.
 */
export interface SignedInPages {
  /** Sends the drawn page and answers true, or answers false having sent nothing. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** Where the build puts them: the page around a drawn screen, and the bundle that draws it. */
const TEMPLATE = 'pages/signed-in.html';
export const RENDERER = 'server/render.js';

/** A phone's browser says so in its user agent ("Mobi"), or in Chromium's client hint. */
function isPhone(request: FastifyRequest): boolean {
  return /Mobi/.test(request.headers['user-agent'] ?? '') || request.headers['sec-ch-ua-mobile'] === '?1';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Brotli when the browser takes it, else gzip, as the build's files go. Done here because
 * @fastify/compress compresses the answers of routes, and pages are answered by none.
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): Promise<void> {
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  if (!encoding) return void (await reply.send(html));
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzip(html, { level: 6 });
  await reply.header('content-encoding', encoding).send(body);
}

export function signedInPages(app: FastifyInstance, root: string): SignedInPages | null {
  const templateFile = path.join(root, TEMPLATE);
  const rendererFile = path.join(root, RENDERER);
  if (!existsSync(templateFile) || !existsSync(rendererFile)) {
    app.log.warn(`no signed-in page or renderer in ${root}; signed-in screens are drawn by the app`);
    return null;
  }
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes('<!--page-->') || !template.includes('<!--state-->')) {
    throw new Error(`${templateFile} has no place for the page or its state`);
  }
  // Loading React and the app takes about a second: begun now, so the first person to sign in
  // after a start does not wait for it.
  const renderer: Promise<DrawSignedIn | null> = import(pathToFileURL(rendererFile).href).then(
    (module: { drawSignedIn: DrawSignedIn }) => module.drawSignedIn,
    (err: unknown) => {
      app.log.error({ err }, 'the signed-in page renderer did not load; the app draws those screens');
      return null;
    },
  );

  return {
    async send(request, reply) {
      const session = await cookieSession(app, request);
      if (!session) return false;
      const drawSignedIn = await renderer;
      if (!drawSignedIn) return false;
      const loadPage = async (apiPath: string) => {
        if (!apiPath.startsWith('/')) throw new Error(`not an API path: ${apiPath}`);
        // The account's own call through the whole API (its checks, its answer), as the app would make it.
        const answer = await app.inject({
          method: 'GET',
          url: `/api${apiPath}`,
          headers: { authorization: `Bearer ${session.token}`, 'accept-encoding': 'identity' },
        });
        const body = answer.json<(Envelope<unknown> & { nextCursor?: string | null }) | ErrorEnvelope>();
        if (answer.statusCode !== 200 || !body.querySuccess) throw new Error(`${apiPath}: ${answer.statusCode}`);
        return { queryData: body.queryData, nextCursor: body.nextCursor ?? null };
      };
      const load = async (apiPath: string) => (await loadPage(apiPath)).queryData;
      const account = await signedInAccount(app.deps.db, session.principal);
      let page;
      try {
        page = await drawSignedIn({ url: request.raw.url ?? '/', account, phone: isPhone(request), load, loadPage });
      } catch (err) {
        // The app can still draw the screen itself, and say what went wrong in the person's words.
        request.log.warn({ err }, 'signed-in page not drawn');
        return false;
      }
      if (!page) return false;
      const html = template
        .replace(/<html lang="[a-z]+"/, `<html lang="${account.language}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace('<!--page-->', () => page.html)
        .replace('<!--state-->', () => scriptSafe(page.state));
      // One person's data: never kept by a cache, nor shown again from history after a logout.
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      await sendCompressed(request, reply, html);
      return true;
    },
  };
}
