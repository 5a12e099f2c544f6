import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBody,
  envelope,
  invitation,
  invitationToken,
  inviteClientBody,
  inviteWorkerBody,
  signupResult,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { requireCompany } from '../../auth/principal.js';
import { tokenIssuer } from '../../auth/tokens.js';
import { signedInWithCookie } from '../../auth/session-cookie.js';
import { ok } from '../../http/envelope.js';
import { acceptInvitation, inviteClient, inviteWorker, showInvitation } from './invitations.js';

const tags = ['joining'];

/** The invitations a company sends (requests to join are decided on the workers' and clients' routes). */
export const joiningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/workers/invite',
    {
      schema: {
        summary: 'Invite a worker by e-mail',
        tags,
        body: inviteWorkerBody,
        response: { 200: envelope(z.literal(true)) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'worker.manage');
      await inviteWorker(app.deps, companyId, request.body.email, request.body.role);
      return ok(true as const);
    },
  );

  app.post(
    '/clients/invite',
    {
      schema: {
        summary: 'Invite a client to create their own login',
        tags,
        body: inviteClientBody,
        response: { 200: envelope(z.literal(true)) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'client.manage');
      await inviteClient(app.deps, companyId, request.body.clientId);
      return ok(true as const);
    },
  );
};

/** The invited person's side, before they have an account. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const issue = tokenIssuer(app);
  const signedIn = signedInWithCookie(app);
  const limited = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };

  app.get(
    '/invitations/get',
    {
      schema: {
        summary: 'Read an invitation by its token',
        tags,
        querystring: z.object({ token: invitationToken }),
        response: { 200: envelope(invitation) },
      },
      config: limited,
    },
    async (request) => ok(await showInvitation(app.deps.db, request.query.token)),
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        summary: 'Accept an invitation, creating the account',
        tags,
        body: acceptInvitationBody,
        response: { 200: envelope(signupResult) },
      },
      config: limited,
    },
    async (request, reply) => ok(signedIn(reply, await acceptInvitation(app.deps, issue, request.body))),
  );
};
