import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyPageQuery,
  envelope,
  notification,
  notificationUpdateBody,
  pagedEnvelope,
  userPageQuery,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { actingCompanyId, requireCompany, requireSelf } from '../../auth/principal.js';
import { ok, okPage } from '../../http/envelope.js';
import { cursorsFor, pagingOf } from '../paging/keyset.js';
import { forbidden } from '../../http/errors.js';
import { listNotifications, markRead } from './service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const cursors = cursorsFor(app.deps.config.authSecret);

  app.get(
    '/notifications/get/company',
    {
      schema: {
        summary: "List a company's notifications, newest first, a page at a time",
        tags: ['notifications'],
        querystring: companyPageQuery,
        response: { 200: pagedEnvelope(notification) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'company.view', request.query.companyId);
      const paging = pagingOf(cursors, request.query);
      return okPage(await listNotifications(db, { companyId }, principal.language, paging));
    },
  );

  app.get(
    '/notifications/get/user',
    {
      schema: {
        summary: "List a person's notifications, newest first, a page at a time",
        tags: ['notifications'],
        querystring: userPageQuery,
        response: { 200: pagedEnvelope(notification) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const userId = requireSelf(principal, request.query.userId);
      const paging = pagingOf(cursors, request.query);
      return okPage(await listNotifications(db, { userId }, principal.language, paging));
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
