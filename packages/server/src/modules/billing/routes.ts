import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  billedInvoice,
  billingSummary as billingSummarySchema,
  billingSummaryQuery,
  createEstimateBody,
  createInvoiceBody,
  envelope,
  estimate,
  estimateIdBody,
  estimatesQuery,
  invoiceIdBody,
  invoicesByProjectQuery,
  recordPaymentBody,
  sendEstimateBody,
  sendInvoiceBody,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import {
  companyEstimatePdf,
  createEstimate,
  listEstimates,
  ownedEstimate,
  revokeEstimate,
  sendEstimate,
} from './estimates.js';
import {
  billingSummary,
  companyInvoicePdf,
  createInvoice,
  listBilledInvoices,
  recordPayment,
  revokeInvoice,
  sendBilledInvoice,
} from './invoices.js';

/** A PDF drawn for the asker, shown in the page; never kept in a shared cache. */
export function sendPdf(reply: FastifyReply, document: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${document.fileName}"`)
    .send(document.pdf);
}

/** Issue 14, the company's side of "Getting paid": estimates, invoices, payments and the month's figures. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files, mailer, config } = app.deps;
  const estimateTags = ['estimates'];
  const invoiceTags = ['invoices'];

  app.post(
    '/estimates/create',
    {
      schema: {
        summary: "Make an estimate from a project's jobs or given lines",
        tags: estimateTags,
        body: createEstimateBody,
        response: { 200: envelope(estimate) },
      },
    },
    async (request) => ok(await createEstimate({ db, config }, principalOf(request), request.body)),
  );

  app.get(
    '/estimates/getByProject',
    {
      schema: {
        summary: "List a project's estimates",
        tags: estimateTags,
        querystring: estimatesQuery,
        response: { 200: envelope(z.array(estimate)) },
      },
    },
    async (request) => ok(await listEstimates({ db, config }, principalOf(request), request.query.projectId)),
  );

  app.post(
    '/estimates/send',
    {
      schema: {
        summary: 'Mark an estimate sent, mailing its link to the client unless `mail` is false',
        tags: estimateTags,
        body: sendEstimateBody,
        response: { 200: envelope(estimate) },
      },
    },
    async (request) =>
      ok(
        await sendEstimate(
          { db, files, mailer, config, log: request.log },
          principalOf(request),
          request.body.estimateId,
          request.body.mail,
        ),
      ),
  );

  app.post(
    '/estimates/revoke',
    {
      schema: {
        summary: "Revoke an estimate's share link",
        tags: estimateTags,
        body: estimateIdBody,
        response: { 200: envelope(estimate) },
      },
    },
    async (request) => ok(await revokeEstimate({ db, config }, principalOf(request), request.body.estimateId)),
  );

  app.get(
    '/estimates/pdf',
    {
      schema: { summary: "An estimate's PDF", tags: estimateTags, querystring: estimateIdBody },
    },
    async (request, reply) =>
      sendPdf(reply, await companyEstimatePdf({ db, files }, principalOf(request), request.query.estimateId)),
  );

  app.get(
    '/estimates/signature',
    {
      schema: {
        summary: "The signature an approved estimate's client drew",
        tags: estimateTags,
        querystring: estimateIdBody,
      },
    },
    async (request, reply) => {
      const { row } = await ownedEstimate(db, principalOf(request), request.query.estimateId);
      const content = row.signatureFile ? await files.get(row.signatureFile) : null;
      if (!content) throw forbidden();
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  app.post(
    '/invoices/create',
    {
      schema: {
        summary: 'Make a draft invoice from a project or an approved estimate',
        tags: invoiceTags,
        body: createInvoiceBody,
        response: { 200: envelope(billedInvoice) },
      },
    },
    async (request) => ok(await createInvoice({ db, config }, principalOf(request), request.body)),
  );

  app.get(
    '/invoices/getByProject',
    {
      schema: {
        summary: "List a project's invoices with their payments",
        tags: invoiceTags,
        querystring: invoicesByProjectQuery,
        response: { 200: envelope(z.array(billedInvoice)) },
      },
    },
    async (request) => ok(await listBilledInvoices({ db, config }, principalOf(request), request.query.projectId)),
  );

  app.post(
    '/invoices/send',
    {
      schema: {
        summary: 'Mark an invoice sent, mailing its link and PDF to the client unless `mail` is false',
        tags: invoiceTags,
        body: sendInvoiceBody,
        response: { 200: envelope(billedInvoice) },
      },
    },
    async (request) =>
      ok(
        await sendBilledInvoice(
          { db, files, mailer, config, log: request.log },
          principalOf(request),
          request.body.invoiceId,
          request.body.mail,
        ),
      ),
  );

  app.post(
    '/invoices/revoke',
    {
      schema: {
        summary: "Revoke an invoice's share link",
        tags: invoiceTags,
        body: invoiceIdBody,
        response: { 200: envelope(billedInvoice) },
      },
    },
    async (request) => ok(await revokeInvoice({ db, config }, principalOf(request), request.body.invoiceId)),
  );

  app.post(
    '/invoices/recordPayment',
    {
      schema: {
        summary: 'Record a payment on an invoice',
        tags: invoiceTags,
        body: recordPaymentBody,
        response: { 200: envelope(billedInvoice) },
      },
    },
    async (request) => ok(await recordPayment({ db, config }, principalOf(request), request.body)),
  );

  app.get(
    '/invoices/pdf',
    {
      schema: { summary: "An invoice's PDF as it stands", tags: invoiceTags, querystring: invoiceIdBody },
    },
    async (request, reply) =>
      sendPdf(reply, await companyInvoicePdf({ db, files }, principalOf(request), request.query.invoiceId)),
  );

  app.get(
    '/invoices/summary',
    {
      schema: {
        summary: "The company's money this month: billed, collected, outstanding, overdue, awaiting",
        tags: invoiceTags,
        querystring: billingSummaryQuery,
        response: { 200: envelope(billingSummarySchema) },
      },
    },
    async (request) => ok(await billingSummary(db, principalOf(request), request.query.companyId)),
  );
};
