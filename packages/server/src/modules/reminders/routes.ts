import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyPageQuery,
  completeReminderBody,
  createReminderBody,
  pagedEnvelope,
  pageQuery,
  reminder,
  userPageQuery,
} from '@obra/domain';
import { principalOf } from '../../auth/guard.js';
import { actingCompanyId, requireCompany, requireSelf } from '../../auth/principal.js';
import { okPage } from '../../http/envelope.js';
import { cursorsFor, pagingOf } from '../paging/keyset.js';
import { completeReminder, createReminder, remindersOfCompany, remindersOfUser } from './service.js';

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['reminders'];
  const list = { 200: pagedEnvelope(reminder) };
  const cursors = cursorsFor(app.deps.config.authSecret);
  // A write answers the first page of the list it changed.
  const firstPage = pagingOf(cursors, pageQuery.parse({}));

  app.post(
    '/reminders/create',
    { schema: { summary: 'Create a reminder', tags, body: createReminderBody, response: list } },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'reminder.manage');
      await createReminder(db, companyId, principal.kind === 'user' ? principal.userId : null, request.body);
      return okPage(await remindersOfCompany(db, companyId, firstPage));
    },
  );

  app.put(
    '/reminders/complete',
    { schema: { summary: 'Mark a reminder done', tags, body: completeReminderBody, response: list } },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'reminder.manage');
      await completeReminder(db, companyId, request.body.reminderId);
      return okPage(await remindersOfCompany(db, companyId, firstPage));
    },
  );

  app.get(
    '/reminders/getByCompany',
    {
      schema: {
        summary: "List a company's open reminders, soonest first, a page at a time",
        tags,
        querystring: companyPageQuery,
        response: list,
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'reminder.manage', request.query.companyId);
      return okPage(await remindersOfCompany(db, companyId, pagingOf(cursors, request.query)));
    },
  );

  app.get(
    '/reminders/getByUser',
    {
      schema: {
        summary: "List a person's open reminders, soonest first, a page at a time",
        tags,
        querystring: userPageQuery,
        response: list,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const userId = requireSelf(principal, request.query.userId);
      const companyId = actingCompanyId(principal);
      if (companyId === null) return okPage({ items: [], nextCursor: null });
      const own = principal.kind === 'user' && principal.ownCompanyId === companyId;
      return okPage(await remindersOfUser(db, userId, companyId, own, pagingOf(cursors, request.query)));
    },
  );
};
