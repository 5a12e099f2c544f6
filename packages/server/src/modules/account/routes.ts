import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountQuery,
  companyAccount,
  companyIdentifier,
  companyLookupQuery,
  companyPublic,
  envelope,
  updateCompanyBody,
  updateUserBody,
  userAccount,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf } from '../../auth/guard.js';
import { actingCompanyId, requireCompany } from '../../auth/principal.js';
import { hashPassword } from '../../auth/passwords.js';
import { companies, logins, users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { companiesOfPerson, findCompanyAccount, findUserAccount, isPersonOfCompany } from './queries.js';
import { receiveLogo } from './logo.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app.deps;

  app.get(
    '/account/get/company',
    { schema: { tags: ['account'], querystring: accountQuery, response: { 200: envelope(companyAccount) } } },
    async (request) => {
      const companyId = requireCompany(principalOf(request), request.query.account);
      const account = await findCompanyAccount(db, companyId);
      if (!account) throw notFound();
      return ok(account);
    },
  );

  app.get(
    '/account/get/user',
    { schema: { tags: ['account'], querystring: accountQuery, response: { 200: envelope(userAccount) } } },
    async (request) => {
      const principal = principalOf(request);
      const id = request.query.account;
      const self = principal.kind === 'user' && principal.userId === id;
      const companyId = actingCompanyId(principal);
      if (!self && !(companyId !== null && (await isPersonOfCompany(db, companyId, id)))) throw forbidden();
      const account = await findUserAccount(db, id);
      if (!account) throw notFound();
      return ok(account);
    },
  );

  /** What a worker or client may know of a company they work with. */
  app.get(
    '/auth/get/company',
    { schema: { tags: ['account'], querystring: companyLookupQuery, response: { 200: envelope(companyPublic) } } },
    async (request) => {
      const principal = principalOf(request);
      const id = request.query.companyId;
      const allowed =
        actingCompanyId(principal) === id ||
        (principal.kind === 'user' && (await companiesOfPerson(db, principal.userId)).includes(id));
      if (!allowed) throw forbidden();
      const account = await findCompanyAccount(db, id);
      if (!account) throw notFound();
      const { name, phone, email, logo } = account;
      return ok({ id, name, phone, email, logo, identifier: companyIdentifier(id, name) });
    },
  );

  app.post(
    '/account/update/company',
    {
      schema: {
        tags: ['account'],
        body: updateCompanyBody.extend({ id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(companyAccount) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), request.body.id);
      const { password, id: _id, ...fields } = request.body;
      await db.transaction(async (tx) => {
        await tx.update(companies).set(fields).where(eq(companies.id, companyId));
        if (password) {
          await tx.update(logins).set({ passwordHash: await hashPassword(password) }).where(eq(logins.companyId, companyId));
        }
      });
      return ok((await findCompanyAccount(db, companyId))!);
    },
  );

  app.post(
    '/account/update/user',
    {
      schema: {
        tags: ['account'],
        body: updateUserBody.extend({ id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(userAccount) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (principal.kind !== 'user') throw forbidden();
      if (request.body.id !== undefined && request.body.id !== principal.userId) throw forbidden();
      const { password, id: _id, ...fields } = request.body;
      // Clients have no trade (PRODUCT.md).
      if (principal.userType === 'client') fields.field = '';
      else if (!fields.field) throw badRequest('El oficio es obligatorio');
      await db.transaction(async (tx) => {
        await tx.update(users).set(fields).where(eq(users.id, principal.userId));
        if (password) {
          await tx.update(logins).set({ passwordHash: await hashPassword(password) }).where(eq(logins.userId, principal.userId));
        }
      });
      return ok((await findUserAccount(db, principal.userId))!);
    },
  );

  app.post(
    '/upload/logo',
    { schema: { tags: ['account'], consumes: ['multipart/form-data'], response: { 200: envelope(z.object({ logo: z.string() })) } } },
    async (request) => {
      const principal = principalOf(request);
      const upload = await receiveLogo(request);
      let previous: string | null;
      if (upload.isCompany) {
        const companyId = requireCompany(principal, upload.id);
        const [row] = await db.select({ logo: companies.logo }).from(companies).where(eq(companies.id, companyId));
        previous = row?.logo ?? null;
        const name = await files.put(upload.extension, upload.content);
        await db.update(companies).set({ logo: name }).where(eq(companies.id, companyId));
        if (previous) await files.remove(previous);
        return ok({ logo: name });
      }
      if (principal.kind !== 'user' || principal.userId !== upload.id) throw forbidden();
      const [row] = await db.select({ logo: users.logo }).from(users).where(eq(users.id, principal.userId));
      previous = row?.logo ?? null;
      const name = await files.put(upload.extension, upload.content);
      await db.update(users).set({ logo: name }).where(eq(users.id, principal.userId));
      if (previous) await files.remove(previous);
      return ok({ logo: name });
    },
  );

};
