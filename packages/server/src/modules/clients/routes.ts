import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MSG,
  client,
  clientRef,
  companyPageQuery,
  createClientBody,
  pagedEnvelope,
  pageQuery,
} from '@obra/domain';
import { principalOf } from '../../auth/guard.js';
import { requireCompany } from '../../auth/principal.js';
import { okPage } from '../../http/envelope.js';
import { cursorsFor, pagingOf } from '../paging/keyset.js';
import { notFound } from '../../http/errors.js';
import { acceptJoinRequest, joinRequestOf, refuseJoinRequest } from '../joining/requests.js';
import { createClient, listClients } from './service.js';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['clients'];
  const list = { 200: pagedEnvelope(client) };
  const cursors = cursorsFor(app.deps.config.authSecret);
  // A write answers the first page of the list it changed.
  const firstPage = pagingOf(cursors, pageQuery.parse({}));

  app.get(
    '/clients/getByCompany',
    {
      schema: {
        summary: "List a company's clients by name a page at a time, and its requests to join on the first",
        tags,
        querystring: companyPageQuery,
        response: list,
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'client.manage', request.query.companyId);
      return okPage(await listClients(db, companyId, pagingOf(cursors, request.query)));
    },
  );

  app.post(
    '/clients/create',
    { schema: { summary: 'Create a client of the company', tags, body: createClientBody, response: list } },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'client.manage');
      await createClient(db, companyId, request.body);
      return okPage(await listClients(db, companyId, firstPage));
    },
  );

  // PRODUCT.md: a client's request to join is accepted or refused here.
  const mailFailed = (err: unknown) => app.log.warn({ err }, 'join decision mail not sent');
  for (const [url, accept, summary] of [
    ['/clients/accept', true, "Accept a client's request to join"],
    ['/clients/reject', false, "Refuse a client's request to join"],
  ] as const) {
    app.put(url, { schema: { summary, tags, body: clientRef, response: list } }, async (request) => {
      const companyId = requireCompany(principalOf(request), 'client.manage');
      const { clientId } = request.body;
      if ((await joinRequestOf(db, companyId, clientId)) !== 'client') throw notFound(ACCOUNT_MSG.requestNotFound);
      if (accept) await acceptJoinRequest(app.deps, companyId, clientId, mailFailed);
      else await refuseJoinRequest(app.deps, companyId, clientId, mailFailed);
      return okPage(await listClients(db, companyId, firstPage));
    });
  }
};
