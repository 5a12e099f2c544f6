import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, envelope } from '@obra/domain';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Check that the server and its database answer',
        tags: ['health'],
        response: { 200: envelope(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, MSG.databaseUnavailable);
      }
      return ok({ status: 'ok' as const });
    },
  );
};
