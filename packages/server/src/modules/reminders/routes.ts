import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyIdQuery,
  completeReminderBody,
  createReminderBody,
  envelope,
  reminder,
  userIdQuery,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { actingCompanyId, requireCompany, requireSelf } from '../../auth/principal.js';
import { ok } from '../../http/envelope.js';
import { completeReminder, createReminder, remindersOfCompany, remindersOfUser } from './service.js';

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['reminders'];
  const list = { 200: envelope(z.array(reminder)) };

  app.post(
    '/reminders/create',
    { schema: { summary: 'Create a reminder', tags, body: createReminderBody, response: list } },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'reminder.manage');
      await createReminder(db, companyId, principal.kind === 'user' ? principal.userId : null, request.body);
      return ok(await remindersOfCompany(db, companyId));
    },
  );

  app.put(
    '/reminders/complete',
    { schema: { summary: 'Mark a reminder done', tags, body: completeReminderBody, response: list } },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'reminder.manage');
      await completeReminder(db, companyId, request.body.reminderId);
      return ok(await remindersOfCompany(db, companyId));
    },
  );

  app.get(
    '/reminders/getByCompany',
    { schema: { summary: "List a company's reminders", tags, querystring: companyIdQuery, response: list } },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'reminder.manage', request.query.companyId);
      return ok(await remindersOfCompany(db, companyId));
    },
  );

  app.get(
    '/reminders/getByUser',
    { schema: { summary: "List a person's reminders", tags, querystring: userIdQuery, response: list } },
    async (request) => {
      const principal = principalOf(request);
      const userId = requireSelf(principal, request.query.userId);
      const companyId = actingCompanyId(principal);
      if (companyId === null) return ok([]);
      const own = principal.kind === 'user' && principal.ownCompanyId === companyId;
      return ok(await remindersOfUser(db, userId, companyId, own));
    },
  );
};
