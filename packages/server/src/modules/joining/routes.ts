import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBody,
  envelope,
  id,
  invitation,
  invitationToken,
  inviteClientBody,
  inviteWorkerBody,
  joinRequest,
  joinRequestRef,
  signupResult,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { requireCompany } from '../../auth/principal.js';
import { tokenIssuer } from '../../auth/tokens.js';
import { ok } from '../../http/envelope.js';
import { acceptInvitation, inviteClient, inviteWorker, showInvitation } from './invitations.js';
import { acceptJoinRequest, listJoinRequests, refuseJoinRequest } from './requests.js';

const tags = ['joining'];
const requestList = { 200: envelope(z.array(joinRequest)) };
const kindQuery = z.object({
  companyId: id('id').optional(),
  kind: z.enum(['workers', 'clients'], { error: 'El tipo de solicitud debe ser workers o clients' }).default('workers'),
});

/** The company's side: requests to join it, and the invitations it sends. */
export const joiningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const mailFailed = (err: unknown) => app.log.warn({ err }, 'join decision mail not sent');

  app.get('/joinRequests/get', { schema: { tags, querystring: kindQuery, response: requestList } }, async (request) => {
    const companyId = requireCompany(principalOf(request), request.query.companyId);
    return ok(await listJoinRequests(db, companyId, request.query.kind));
  });

  app.put(
    '/joinRequests/accept',
    { schema: { tags, body: joinRequestRef, response: { 200: envelope(z.literal(true)) } } },
    async (request) => {
      const companyId = requireCompany(principalOf(request));
      await acceptJoinRequest(app.deps, companyId, request.body.userId, mailFailed);
      return ok(true as const);
    },
  );

  app.put(
    '/joinRequests/refuse',
    { schema: { tags, body: joinRequestRef, response: { 200: envelope(z.literal(true)) } } },
    async (request) => {
      const companyId = requireCompany(principalOf(request));
      await refuseJoinRequest(app.deps, companyId, request.body.userId, mailFailed);
      return ok(true as const);
    },
  );

  app.post(
    '/workers/invite',
    { schema: { tags, body: inviteWorkerBody, response: { 200: envelope(z.literal(true)) } } },
    async (request) => {
      const companyId = requireCompany(principalOf(request));
      await inviteWorker(app.deps, companyId, request.body.email, request.body.role);
      return ok(true as const);
    },
  );

  app.post(
    '/clients/invite',
    { schema: { tags, body: inviteClientBody, response: { 200: envelope(z.literal(true)) } } },
    async (request) => {
      const companyId = requireCompany(principalOf(request));
      await inviteClient(app.deps, companyId, request.body.clientId);
      return ok(true as const);
    },
  );
};

/** The invited person's side, before they have an account. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const issue = tokenIssuer(app);
  const limited = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };

  app.get(
    '/invitations/get',
    {
      schema: { tags, querystring: z.object({ token: invitationToken }), response: { 200: envelope(invitation) } },
      config: limited,
    },
    async (request) => ok(await showInvitation(app.deps.db, request.query.token)),
  );

  app.post(
    '/invitations/accept',
    { schema: { tags, body: acceptInvitationBody, response: { 200: envelope(signupResult) } }, config: limited },
    async (request) => ok(await acceptInvitation(app.deps, issue, request.body)),
  );
};
