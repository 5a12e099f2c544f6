import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessage, chatMessageInput, envelope, projectMessagesQuery } from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { createMessage, readMessages } from './service.js';

/** A project's chat between its company side and its client (SPEC §3, §6, §7). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['chat'];

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
        summary: "List a project's chat messages",
        tags,
        querystring: projectMessagesQuery,
        response: { 200: envelope(z.array(chatMessage)) },
      },
    },
    async (request) => ok(await readMessages(db, principalOf(request), request.query.projectId)),
  );
};
