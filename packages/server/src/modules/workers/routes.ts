import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MSG,
  companyIdQuery,
  createWorkerBody,
  envelope,
  worker,
  workerAccessBody,
  workerPasswordBody,
  workerRef,
  workerTypeBody,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { requireCompany, type Principal } from '../../auth/principal.js';
import { badRequest } from '../../http/errors.js';
import { acceptJoinRequest, joinRequestOf, refuseJoinRequest } from '../joining/requests.js';
import { ok } from '../../http/envelope.js';
import {
  createWorker,
  listWorkers,
  removeWorker,
  setWorkerAccess,
  setWorkerPassword,
  setWorkerType,
  unassignWorker,
} from './service.js';

/** An admin works as the company, but never on their own worker record: they could lock themselves out. */
function notSelf(principal: Principal, userId: number): void {
  if (principal.kind === 'user' && principal.userId === userId) throw badRequest(MSG.ownWorkerAccount);
}

export const workerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['workers'];
  const list = { 200: envelope(z.array(worker)) };
  const mailFailed = (err: unknown) => app.log.warn({ err }, 'join decision mail not sent');
  const isWorkerRequest = async (companyId: number, userId: number) => {
    const role = await joinRequestOf(db, companyId, userId);
    return role === 'employee' || role === 'contractor';
  };

  app.post(
    '/workers/create',
    { schema: { summary: 'Create a worker account for the company', tags, body: createWorkerBody, response: list } },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'worker.manage');
      await createWorker(db, companyId, request.body);
      return ok(await listWorkers(db, companyId));
    },
  );

  app.get(
    '/workers/get',
    {
      schema: {
        summary: "List a company's workers and requests to join",
        tags,
        querystring: companyIdQuery,
        response: list,
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'worker.manage', request.query.companyId);
      return ok(await listWorkers(db, companyId));
    },
  );

  app.put(
    '/workers/delete',
    {
      schema: {
        summary: 'Remove a worker from the company, or refuse their request to join',
        tags,
        body: workerRef,
        response: list,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'worker.manage', request.body.companyId);
      notSelf(principal, request.body.userId);
      // Removing someone who only asked to join refuses the request.
      if (await isWorkerRequest(companyId, request.body.userId)) {
        await refuseJoinRequest(app.deps, companyId, request.body.userId, mailFailed);
      } else {
        await removeWorker(db, companyId, request.body.userId);
      }
      return ok(await listWorkers(db, companyId));
    },
  );

  app.put(
    '/workers/unassign',
    { schema: { summary: "Unassign a worker from the company's jobs", tags, body: workerRef, response: list } },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'worker.manage', request.body.companyId);
      await unassignWorker(db, companyId, request.body.userId);
      return ok(await listWorkers(db, companyId));
    },
  );

  app.put(
    '/workers/updateType',
    { schema: { summary: 'Make a worker an employee or an admin', tags, body: workerTypeBody, response: list } },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'worker.manage');
      notSelf(principal, request.body.userId);
      await setWorkerType(db, companyId, request.body.userId, request.body.type);
      return ok(await listWorkers(db, companyId));
    },
  );

  app.put(
    '/workers/updateAccess',
    {
      schema: {
        summary: "Turn a worker's access on or off, or accept their request to join",
        tags,
        body: workerAccessBody,
        response: list,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'worker.manage');
      notSelf(principal, request.body.userId);
      // PRODUCT.md: turning on the access of someone who asked to join accepts them (a seat of the plan).
      if (await isWorkerRequest(companyId, request.body.userId)) {
        if (request.body.access) await acceptJoinRequest(app.deps, companyId, request.body.userId, mailFailed);
      } else {
        await setWorkerAccess(db, companyId, request.body.userId, request.body.access);
      }
      return ok(await listWorkers(db, companyId));
    },
  );

  app.put(
    '/workers/updatePassword',
    { schema: { summary: "Set an employee's password", tags, body: workerPasswordBody, response: list } },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'worker.manage');
      notSelf(principal, request.body.userId);
      await setWorkerPassword(db, companyId, request.body.userId, request.body.password);
      return ok(await listWorkers(db, companyId));
    },
  );
};
