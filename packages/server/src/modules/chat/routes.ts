import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessage, chatMessageInput, envelope, pagedEnvelope, projectMessagesQuery } from '@obra/domain';
import { principalOf } from '../../auth/guard.js';
import { ok, okPage } from '../../http/envelope.js';
import { cursorsFor, pagingOf } from '../paging/keyset.js';
import { createMessage, readMessages } from './service.js';

/** A project's chat between its company side and its client (SPEC §3, §6, §7). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['chat'];
  const cursors = cursorsFor(app.deps.config.authSecret);

  app.post(
    '/projects/message/create',
    {
      schema: {
        summary: 'Send a chat message on a project',
        tags,
        body: chatMessageInput,
        response: { 200: envelope(chatMessage) },
      },
    },
    async (request) => ok(await createMessage(db, principalOf(request), request.body)),
  );

  app.get(
    '/projects/getProjectMessages',
    {
      schema: {
        summary: "List a project's chat messages, newest page first, each page oldest first",
        tags,
        querystring: projectMessagesQuery,
        response: { 200: pagedEnvelope(chatMessage) },
      },
    },
    async (request) => {
      const { projectId, limit, cursor } = request.query;
      return okPage(await readMessages(db, principalOf(request), projectId, pagingOf(cursors, { limit, cursor })));
    },
  );
};
