import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, RESET_LINK_MINUTES } from '@obra/domain';
import type { Deps } from '../../deps.js';
import { companies, logins, users } from '../../db/schema.js';
import { hashPassword } from '../../auth/passwords.js';
import { consumeLink, createLink } from '../../auth/one-time-links.js';
import { announceAccessChange, endSessionsOf } from '../../auth/sessions.js';
import type { TokenSubject } from '../../auth/principal.js';
import { AppError, badRequest } from '../../http/errors.js';
import { accountMails } from './mail-words.js';

type ResetDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'loginLockout'>;

/** At most this many accounts get a mail for one address (a family sharing one, a company and its owner). */
const MAX_ACCOUNTS_PER_ADDRESS = 5;

/**
 * Sends a one-time reset link to every account (a company's or a person's login) with this e-mail.
 * The answer is the same whether or not any exists, so the form tells no one who has an account.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string): Promise<void> {
  const { db } = deps;
  const sameEmail = (column: typeof companies.email | typeof users.email) => sql`lower(${column}) = ${email}`;
  const accounts = [
    ...(await db
      .select({ companyId: companies.id, name: companies.name, language: companies.language })
      .from(companies)
      .innerJoin(logins, eq(logins.companyId, companies.id))
      .where(sameEmail(companies.email))
      .limit(MAX_ACCOUNTS_PER_ADDRESS)),
    ...(await db
      .select({ userId: users.id, name: users.name, language: users.language })
      .from(users)
      .innerJoin(logins, eq(logins.userId, users.id))
      .where(sameEmail(users.email))
      .limit(MAX_ACCOUNTS_PER_ADDRESS)),
  ].slice(0, MAX_ACCOUNTS_PER_ADDRESS);

  for (const account of accounts) {
    const token = await createLink(
      db,
      {
        purpose: 'password_reset',
        email,
        ...('companyId' in account ? { companyId: account.companyId } : { userId: account.userId }),
      },
      RESET_LINK_MINUTES,
    );
    const words = accountMails(account.language);
    try {
      await deps.mailer.send({
        to: email,
        subject: words.resetSubject,
        text: words.resetText({ name: account.name, link: `${deps.config.publicUrl}/reset-password?token=${token}` }),
      });
    } catch {
      throw new AppError(503, ACCOUNT_MSG.mailFailed);
    }
  }
}

/**
 * Sets the new password through a reset link: the link is used up, every session of the account
 * ends (whoever knew the old password is out), and a lockout from failed logins is lifted.
 */
export async function resetPassword(deps: ResetDeps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const username = await deps.db.transaction(async (tx) => {
    const link = await consumeLink(tx, token, 'password_reset');
    if (!link) throw badRequest(ACCOUNT_MSG.resetLinkInvalid);
    const subject: TokenSubject =
      link.companyId !== null ? { kind: 'company', id: link.companyId } : { kind: 'user', id: link.userId! };
    const owner = subject.kind === 'company' ? eq(logins.companyId, subject.id) : eq(logins.userId, subject.id);
    const [login] = await tx.update(logins).set({ passwordHash }).where(owner).returning({ username: logins.username });
    if (!login) throw badRequest(ACCOUNT_MSG.resetLinkInvalid);
    await endSessionsOf(tx, subject);
    announceAccessChange(subject);
    return login.username;
  });
  await deps.loginLockout.clear(username);
}
