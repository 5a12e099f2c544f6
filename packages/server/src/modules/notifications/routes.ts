import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdQuery, envelope, notification, notificationUpdateBody, userIdQuery } from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { actingCompanyId, requireCompany, requireSelf } from '../../auth/principal.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { listNotifications, markRead } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/notifications/get/company',
    {
      schema: {
        summary: "List a company's notifications",
        tags: ['notifications'],
        querystring: companyIdQuery,
        response: { 200: envelope(z.array(notification)) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'company.view', request.query.companyId);
      return ok(await listNotifications(db, { companyId }, principal.language));
    },
  );

  app.get(
    '/notifications/get/user',
    {
      schema: {
        summary: "List a person's notifications",
        tags: ['notifications'],
        querystring: userIdQuery,
        response: { 200: envelope(z.array(notification)) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const userId = requireSelf(principal, request.query.userId);
      return ok(await listNotifications(db, { userId }, principal.language));
    },
  );

  /** Marks one read: the caller's own, or their company's when they act as it. */
  app.post(
    '/notifications/update',
    {
      schema: {
        summary: 'Mark a notification read',
        tags: ['notifications'],
        body: notificationUpdateBody,
        response: { 200: envelope(z.literal(true)) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.body;
      const companyId = actingCompanyId(principal);
      const done =
        (principal.kind === 'user' && (await markRead(db, id, { userId: principal.userId }))) ||
        (companyId !== null && (await markRead(db, id, { companyId })));
      if (!done) throw forbidden();
      return ok(true as const);
    },
  );
};
