import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLANS, companyIdQuery, envelope } from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { requireCompany } from '../../auth/principal.js';
import { ok } from '../../http/envelope.js';
import { planUsage } from './limits.js';

const limit = z.number().nullable();
const usage = z.object({
  plan: z.enum(PLANS),
  activeProjects: z.number(),
  totalProjects: z.number(),
  employees: z.number(),
  limits: z.object({ activeProjects: limit, totalProjects: limit, employees: limit, invoicesPerClient: limit }),
});

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans/usage',
    {
      schema: {
        summary: "Read the company's plan and how much of it is used",
        tags: ['plans'],
        querystring: companyIdQuery,
        response: { 200: envelope(usage) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'company.view', request.query.companyId);
      return ok(await planUsage(app.deps.db, companyId));
    },
  );
};
