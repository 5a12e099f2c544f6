import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, invoiceBody, invoiceListed, invoiceSent, invoicesQuery, notifyClientBody } from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { notifyClient } from './notify.js';
import { listInvoices, sendInvoice } from './service.js';

/** *Factura* and *Notificar* (SPEC §2, §7, §8; PRODUCT.md "Mail, invoices, captcha"). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files, mailer, config } = app.deps;
  const tags = ['invoices'];

  app.post(
    '/projects/invoice',
    {
      schema: {
        summary: "Send an invoice to the project's client",
        tags,
        body: invoiceBody,
        response: { 200: envelope(invoiceSent) },
      },
    },
    async (request) =>
      ok(await sendInvoice({ db, files, mailer, log: request.log }, principalOf(request), request.body.projectId)),
  );

  app.get(
    '/projects/invoices',
    {
      schema: {
        summary: "List a project's sent invoices",
        tags,
        querystring: invoicesQuery,
        response: { 200: envelope(z.array(invoiceListed)) },
      },
    },
    async (request) => ok(await listInvoices(db, principalOf(request), request.query.projectId, config)),
  );

  app.post(
    '/projects/notify',
    {
      schema: {
        summary: "Notify the project's client by e-mail",
        tags,
        body: notifyClientBody,
        response: { 200: envelope(z.literal(true)) },
      },
    },
    async (request) => {
      const { projectId, message } = request.body;
      await notifyClient({ db, mailer, log: request.log }, principalOf(request), projectId, message);
      return ok(true as const);
    },
  );
};
