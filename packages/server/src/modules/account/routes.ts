import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MSG,
  accountQuery,
  can,
  companyAccount,
  companyIdentifier,
  companyLookupQuery,
  companyPublic,
  envelope,
  logoUploadForm,
  updateCompanyBody,
  updateClientNoticesBody,
  requiredMessage,
  updateUserBody,
  userAccount,
} from '@obra/domain';
import { z } from 'zod';
import { principalOf, sessionOf } from '../../auth/guard.js';
import { announceAccessChange, endSessionsOf } from '../../auth/sessions.js';
import { actingCompanyId, requireCan, requireCompany, requireSelf } from '../../auth/principal.js';
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
    {
      schema: {
        summary: "Read a company's account",
        tags: ['account'],
        querystring: accountQuery,
        response: { 200: envelope(companyAccount) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'company.view', request.query.account);
      const account = await findCompanyAccount(db, companyId);
      if (!account) throw notFound();
      return ok(account);
    },
  );

  app.get(
    '/account/get/user',
    {
      schema: {
        summary: "Read a person's account",
        tags: ['account'],
        querystring: accountQuery,
        response: { 200: envelope(userAccount) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const id = request.query.account;
      const self = can(principal, 'account.own', { kind: 'user', id });
      // A company side reads the accounts of its own people: a membership only the database knows.
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
    {
      schema: {
        summary: 'Read a company the caller works with',
        tags: ['account'],
        querystring: companyLookupQuery,
        response: { 200: envelope(companyPublic) },
      },
    },
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
        summary: "Update the company's account",
        tags: ['account'],
        body: updateCompanyBody.extend({ id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(companyAccount) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const companyId = requireCompany(principal, 'company.edit', request.body.id);
      const { password, id: _id, ...fields } = request.body;
      // The company's own login is the owner's: an admin or a contractor changes only their own password.
      if (password && principal.kind !== 'company') throw badRequest(MSG.ownPasswordOnly);
      await db.transaction(async (tx) => {
        await tx.update(companies).set(fields).where(eq(companies.id, companyId));
        if (password) {
          await tx
            .update(logins)
            .set({ passwordHash: await hashPassword(password) })
            .where(eq(logins.companyId, companyId));
          await endSessionsOf(tx, { kind: 'company', id: companyId }, sessionOf(request));
          announceAccessChange({ kind: 'company', id: companyId });
        }
      });
      return ok((await findCompanyAccount(db, companyId))!);
    },
  );

  app.post(
    '/account/update/notices',
    {
      schema: {
        summary: 'Turn the automatic notices to clients on or off',
        tags: ['account'],
        body: updateClientNoticesBody,
        response: { 200: envelope(companyAccount) },
      },
    },
    async (request) => {
      const companyId = requireCompany(principalOf(request), 'company.edit', request.body.id);
      const { enRoute, jobDone, projectDone } = request.body;
      // A switch left out keeps its setting: the page saves each one as it is flipped.
      const changed = { noticeEnRoute: enRoute, noticeJobDone: jobDone, noticeProjectDone: projectDone };
      const set = Object.fromEntries(Object.entries(changed).filter(([, on]) => on !== undefined));
      if (Object.keys(set).length > 0) await db.update(companies).set(set).where(eq(companies.id, companyId));
      return ok((await findCompanyAccount(db, companyId))!);
    },
  );

  app.post(
    '/account/update/user',
    {
      schema: {
        summary: "Update the caller's own account",
        tags: ['account'],
        body: updateUserBody.extend({ id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(userAccount) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      // The kind is checked first only to read the caller's own id; the policy decides.
      if (principal.kind !== 'user') throw forbidden();
      requireCan(principal, 'account.own', { kind: 'user', id: request.body.id ?? principal.userId });
      const { password, id: _id, ...fields } = request.body;
      // Clients have no trade (PRODUCT.md).
      if (principal.userType === 'client') fields.field = '';
      else if (!fields.field) throw badRequest(requiredMessage('field'));
      await db.transaction(async (tx) => {
        await tx.update(users).set(fields).where(eq(users.id, principal.userId));
        if (password) {
          await tx
            .update(logins)
            .set({ passwordHash: await hashPassword(password) })
            .where(eq(logins.userId, principal.userId));
          // Whoever else holds this account (a lost phone, a shared password) is signed out.
          await endSessionsOf(tx, { kind: 'user', id: principal.userId }, sessionOf(request));
          announceAccessChange({ kind: 'user', id: principal.userId });
        }
      });
      return ok((await findUserAccount(db, principal.userId))!);
    },
  );

  app.post(
    '/upload/logo',
    {
      schema: {
        summary: "Upload a company's or person's logo",
        tags: ['account'],
        consumes: ['multipart/form-data'],
        body: logoUploadForm,
        response: { 200: envelope(z.object({ logo: z.string() })) },
      },
      // The schema documents the form; the parts are streamed and checked by receiveLogo.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request) => {
      const principal = principalOf(request);
      const upload = await receiveLogo(request);
      const table = upload.isCompany ? companies : users;
      const ownerId = upload.isCompany
        ? requireCompany(principal, 'company.edit', upload.id)
        : requireSelf(principal, upload.id);
      const [row] = await db.select({ logo: table.logo }).from(table).where(eq(table.id, ownerId));
      const name = await files.put(upload.extension, upload.content);
      await db.update(table).set({ logo: name }).where(eq(table.id, ownerId));
      // The old file goes only once the new one is saved, so a failure never leaves an account without its logo.
      if (row?.logo) await files.remove(row.logo);
      return ok({ logo: name });
    },
  );
};
