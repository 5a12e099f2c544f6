import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveEstimateBody,
  envelope,
  publicEstimate,
  publicInvoice,
  rejectEstimateBody,
  shareTokenParams,
} from '@obra/domain';
import { ok } from '../../http/envelope.js';
import { CONTENT_TYPES } from '../../storage/images.js';
import {
  approveEstimate,
  openSharedInvoice,
  publicEstimateView,
  rejectEstimate,
  sharedEstimate,
  sharedEstimatePdf,
  sharedInvoicePdf,
  sharedLogo,
} from './public.js';
import { sendPdf } from './routes.js';

/** Reading a share page, its PDF and logo: generous for a person, not for a scraper. */
export const SHARE_READ_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** Approving or rejecting: a person does it once or twice. */
export const SHARE_ANSWER_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' };

/**
 * The client's share pages (/e/<token>, /f/<token>): no session, only the document the token names,
 * rate limited per address, never cached and never leaking the link as a referrer.
 */
export const publicBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files, mailer, config } = app.deps;
  const tags = ['share pages'];
  const read = { rateLimit: SHARE_READ_RATE_LIMIT };
  const answer = { rateLimit: SHARE_ANSWER_RATE_LIMIT };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.get(
    '/public/estimates/:token',
    {
      schema: {
        summary: 'The estimate a share link shows (404 for an unknown, revoked or expired link)',
        tags,
        params: shareTokenParams,
        response: { 200: envelope(publicEstimate) },
      },
      config: read,
    },
    async (request) => {
      const { token } = request.params;
      return ok(publicEstimateView(token, await sharedEstimate(db, token)));
    },
  );

  app.post(
    '/public/estimates/:token/approve',
    {
      schema: {
        summary: 'Approve the estimate: name, drawn signature (PNG data URL), terms accepted',
        description:
          '409 when it was approved or rejected already (estimateClosed), expired meanwhile (estimateExpired) or changed since the version read (estimateChanged).',
        tags,
        params: shareTokenParams,
        body: approveEstimateBody,
        response: { 200: envelope(publicEstimate) },
      },
      config: answer,
    },
    async (request) =>
      ok(
        await approveEstimate(
          { db, files, mailer, config, log: request.log },
          request.params.token,
          request.body,
          request.ip,
        ),
      ),
  );

  app.post(
    '/public/estimates/:token/reject',
    {
      schema: {
        summary: 'Reject the estimate, with a reason',
        tags,
        params: shareTokenParams,
        body: rejectEstimateBody,
        response: { 200: envelope(publicEstimate) },
      },
      config: answer,
    },
    async (request) =>
      ok(
        await rejectEstimate(
          { db, files, mailer, config, log: request.log },
          request.params.token,
          request.body.reason,
        ),
      ),
  );

  app.get(
    '/public/estimates/:token/pdf',
    { schema: { summary: "The shared estimate's PDF", tags, params: shareTokenParams }, config: read },
    async (request, reply) => sendPdf(reply, await sharedEstimatePdf(files, db, request.params.token)),
  );

  app.get(
    '/public/invoices/:token',
    {
      schema: {
        summary: 'The invoice a share link shows; its first opening marks a sent invoice viewed',
        tags,
        params: shareTokenParams,
        response: { 200: envelope(publicInvoice) },
      },
      config: read,
    },
    async (request) => ok(await openSharedInvoice(db, request.params.token)),
  );

  app.get(
    '/public/invoices/:token/pdf',
    { schema: { summary: "The shared invoice's PDF", tags, params: shareTokenParams }, config: read },
    async (request, reply) => sendPdf(reply, await sharedInvoicePdf(files, db, request.params.token)),
  );

  for (const kind of ['estimates', 'invoices'] as const) {
    app.get(
      `/public/${kind}/:token/logo`,
      { schema: { summary: "The company's logo for a share page", tags, params: shareTokenParams }, config: read },
      async (request, reply) => {
        const { content, type } = await sharedLogo(files, db, kind, request.params.token);
        return reply
          .header('content-type', CONTENT_TYPES[type]!)
          .header('x-content-type-options', 'nosniff')
          .send(content);
      },
    );
  }
};
