import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, envelope } from '@obra/domain';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';

/** How recent a database answer must be for the health route to vouch for it without waiting. */
export const HEALTH_FRESH_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // One check at a time. While one waits its turn behind other statements (the embedded database
  // runs them one by one), a database that answered moments ago is vouched for at once: the health
  // route keeps its pace while a long list is read, and a check that fails is always awaited.
  let checking: Promise<boolean> | null = null;
  let answeredAt = 0;
  const check = () =>
    (checking ??= app.deps.db
      .execute(sql`select 1`)
      .then(
        () => ((answeredAt = Date.now()), true),
        () => ((answeredAt = 0), false),
      )
      .finally(() => (checking = null)));

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
      const vouched = checking !== null && Date.now() - answeredAt < HEALTH_FRESH_MS;
      if (!vouched && !(await check())) throw new AppError(503, MSG.databaseUnavailable);
      return ok({ status: 'ok' as const });
    },
  );
};
