import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_MSG,
  INVITATION_DAYS,
  requiredMessage,
  type Invitation,
  type acceptInvitationBody,
} from '@obra/domain';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { companies, companyClients, logins, memberships, users } from '../../db/schema.js';
import { hashPassword } from '../../auth/passwords.js';
import { consumeLink, createLink, peekLink, type LinkPurpose, type OneTimeLink } from '../../auth/one-time-links.js';
import type { IssueToken } from '../../auth/tokens.js';
import type { Queryable } from '../../db/client.js';
import { AppError, badRequest, forbidden } from '../../http/errors.js';
import { assertWithinLimit } from '../plans/limits.js';
import { accountMails } from '../auth/mail-words.js';
import { assertUsernameFree, insertCompany } from '../auth/service.js';

type InviteDeps = Pick<Deps, 'db' | 'mailer' | 'config'>;

/** The mail goes inside the transaction: if it cannot be sent, no link is left behind (503). */
async function sendInvitation(
  deps: InviteDeps,
  db: Queryable,
  companyId: number,
  link: { purpose: 'invite_worker' | 'invite_client'; email: string; userId?: number; role?: string },
  language: string,
): Promise<void> {
  const [company] = await db
    .select({ name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  const token = await createLink(db, { ...link, companyId }, INVITATION_DAYS * 24 * 60);
  const words = accountMails(language);
  try {
    await deps.mailer.send({
      to: link.email,
      ...(company?.email ? { replyTo: company.email } : {}),
      subject: words.inviteSubject({ company: company?.name ?? '' }),
      text: words.inviteText({
        company: company?.name ?? '',
        role: link.purpose === 'invite_client' ? 'client' : 'worker',
        link: `${deps.config.publicUrl}/invitation?token=${token}`,
      }),
    });
  } catch {
    throw new AppError(503, ACCOUNT_MSG.mailFailed);
  }
}

/** The company invites someone to its crew by e-mail; they choose their own username on accepting. */
export async function inviteWorker(
  deps: InviteDeps,
  companyId: number,
  email: string,
  role: 'employee' | 'contractor',
) {
  await deps.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ language: companies.language })
      .from(companies)
      .where(eq(companies.id, companyId));
    await sendInvitation(deps, tx, companyId, { purpose: 'invite_worker', email, role }, company?.language ?? 'es');
  });
}

/** The company sends a client it added the link that gives that very record a login. */
export async function inviteClient(deps: InviteDeps, companyId: number, clientId: number) {
  await deps.db.transaction(async (tx) => {
    const [client] = await tx
      .select({ email: users.email, language: users.language, loginId: logins.id })
      .from(users)
      .innerJoin(companyClients, and(eq(companyClients.userId, users.id), eq(companyClients.companyId, companyId)))
      .leftJoin(logins, eq(logins.userId, users.id))
      .where(eq(users.id, clientId));
    if (!client) throw forbidden();
    if (client.loginId !== null) throw badRequest(ACCOUNT_MSG.clientHasLogin);
    if (!client.email) throw badRequest(ACCOUNT_MSG.invitationEmail);
    await sendInvitation(
      deps,
      tx,
      companyId,
      { purpose: 'invite_client', email: client.email, userId: clientId },
      client.language,
    );
  });
}

async function usableInvitation(db: Queryable, token: string): Promise<OneTimeLink | null> {
  return (await peekLink(db, token, 'invite_worker')) ?? (await peekLink(db, token, 'invite_client'));
}

/** What the invitation page shows: who invites, for what, and to which address. */
export async function showInvitation(db: Queryable, token: string): Promise<Invitation> {
  const link = await usableInvitation(db, token);
  if (!link?.companyId) throw badRequest(ACCOUNT_MSG.invitationInvalid);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, link.companyId));
  const [client] = link.userId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, link.userId))
    : [];
  return {
    company: company?.name ?? '',
    role: link.purpose === 'invite_client' ? 'client' : ((link.role ?? 'employee') as 'employee' | 'contractor'),
    email: link.email,
    name: client?.name ?? '',
  };
}

/**
 * Accepting an invitation: a worker gets an account in the company (a seat of the plan), a client's
 * record gets its login. The link is used up in the same transaction.
 */
export async function acceptInvitation(
  deps: InviteDeps,
  issue: IssueToken,
  body: z.output<typeof acceptInvitationBody>,
): Promise<{ id: number; authToken: string; isCompany: false }> {
  const passwordHash = await hashPassword(body.password);
  const id = await deps.db.transaction(async (tx) => {
    const peeked = await usableInvitation(tx, body.token);
    const link = peeked && (await consumeLink(tx, body.token, peeked.purpose as LinkPurpose));
    if (!link?.companyId) throw badRequest(ACCOUNT_MSG.invitationInvalid);
    await assertUsernameFree(tx, body.username);
    const profile = { name: body.name, phone: body.phone, language: body.language };

    if (link.purpose === 'invite_client') {
      const [client] = await tx
        .select({ id: users.id, loginId: logins.id })
        .from(users)
        .innerJoin(
          companyClients,
          and(eq(companyClients.userId, users.id), eq(companyClients.companyId, link.companyId)),
        )
        .leftJoin(logins, eq(logins.userId, users.id))
        .where(eq(users.id, link.userId!));
      if (!client || client.loginId !== null) throw badRequest(ACCOUNT_MSG.invitationInvalid);
      await tx.update(users).set(profile).where(eq(users.id, client.id));
      await tx.insert(logins).values({ username: body.username, passwordHash, userId: client.id });
      return client.id;
    }

    const role = link.role === 'contractor' ? 'contractor' : 'employee';
    if (!body.field) throw badRequest(requiredMessage('field'));
    if (role === 'employee') await assertWithinLimit(tx, link.companyId, 'employees');
    const person = { ...profile, email: link.email, field: body.field };
    const ownCompanyId =
      role === 'contractor'
        ? await insertCompany(tx, deps.config, { ...person, address: '', city: '', state: '', zip: '' }, body.field)
        : null;
    const [created] = await tx
      .insert(users)
      .values({ ...person, userType: role, ownCompanyId })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ companyId: link.companyId, userId: created!.id, role });
    await tx.insert(logins).values({ username: body.username, passwordHash, userId: created!.id });
    return created!.id;
  });
  return { id, authToken: await issue({ kind: 'user', id }), isCompany: false };
}
