import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { client, companyIdQuery, createClientBody, envelope } from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { requireCompany } from '../../auth/principal.js';
import { ok } from '../../http/envelope.js';
import { createClient, listClients } from './service.js';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['clients'];
  const list = { 200: envelope(z.array(client)) };

  app.get(
    '/clients/getByCompany',
    { schema: { tags, querystring: companyIdQuery, response: list } },
    async (request) => {
      const companyId = requireCompany(principalOf(request), request.query.companyId);
      return ok(await listClients(db, companyId));
    },
  );

  app.post('/clients/create', { schema: { tags, body: createClientBody, response: list } }, async (request) => {
    const companyId = requireCompany(principalOf(request));
    await createClient(db, companyId, request.body);
    return ok(await listClients(db, companyId));
  });
};
