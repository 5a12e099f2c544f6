import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_MSG,
  MSG,
  parseIdentifier,
  type LoginResult,
  type companySignupBody,
  type userSignupBody,
} from '@obra/domain';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { companies, companyClients, logins, memberships, users } from '../../db/schema.js';
import { hashPassword, verifyDecoy, verifyPassword } from '../../auth/passwords.js';
import { actingCompanyId, loadPrincipal, type TokenSubject } from '../../auth/principal.js';
import type { IssueToken } from '../../auth/tokens.js';
import { AppError, badRequest, unauthenticated } from '../../http/errors.js';
import type { LoginLockout } from '../../auth/lockout.js';
import { assertWithinLimit } from '../plans/limits.js';

export function checkRegistrationCode(config: Config, code: string): void {
  if (config.registrationCode === null) throw badRequest(MSG.registrationClosed);
  if (code.trim() !== config.registrationCode) throw badRequest(MSG.registrationCode);
}

export async function login(
  db: Db,
  lockout: LoginLockout,
  issue: IssueToken,
  username: string,
  password: string,
): Promise<LoginResult> {
  // A locked account is refused before its password is even checked, so guessing on is pointless.
  if (await lockout.isLocked(username)) throw new AppError(429, ACCOUNT_MSG.loginLocked);
  const [credentials] = await db.select().from(logins).where(eq(logins.username, username));
  const right = credentials
    ? await verifyPassword(credentials.passwordHash, password)
    : await verifyDecoy(password).then(() => false);
  if (!credentials || !right) {
    // Unknown usernames count too: the answer must not tell which accounts exist.
    await lockout.failed(username);
    throw unauthenticated(MSG.loginFailed);
  }
  await lockout.clear(username);

  const subject: TokenSubject =
    credentials.companyId !== null
      ? { kind: 'company', id: credentials.companyId }
      : { kind: 'user', id: credentials.userId! };
  const loaded = await loadPrincipal(db, subject);
  if (!loaded.ok) throw unauthenticated(loaded.reason === 'blocked' ? MSG.accessBlocked : MSG.loginFailed);
  const principal = loaded.principal;

  if (principal.kind === 'company') {
    const [company] = await db.select().from(companies).where(eq(companies.id, principal.companyId));
    return {
      id: principal.companyId,
      authToken: await issue(subject),
      isCompany: true,
      userType: 'company',
      companyId: principal.companyId,
      name: company!.name,
      logo: company!.logo,
      language: principal.language,
      timeZone: company!.timeZone,
    };
  }
  const [user] = await db.select().from(users).where(eq(users.id, principal.userId));
  const companyId = principal.userType === 'client' ? null : (principal.employerId ?? actingCompanyId(principal));
  const [company] =
    companyId === null
      ? []
      : await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return {
    id: principal.userId,
    authToken: await issue(subject),
    isCompany: false,
    userType: principal.userType,
    companyId,
    name: user!.name,
    logo: user!.logo,
    language: principal.language,
    timeZone: company?.timeZone ?? null,
  };
}

async function assertUsernameFree(tx: Tx, username: string): Promise<void> {
  const [taken] = await tx.select({ id: logins.id }).from(logins).where(eq(logins.username, username));
  if (taken) throw badRequest(MSG.usernameTaken);
}

/** The company an 'id#name' identifier names; the name must match too, so a mistyped id does not link elsewhere. */
export async function companyByIdentifier(tx: Tx | Db, identifier: string) {
  const parsed = parseIdentifier(identifier);
  if (!parsed) throw badRequest(MSG.identifier);
  const [company] = await tx.select().from(companies).where(eq(companies.id, parsed.id));
  const sameName = company && company.name.trim().toLowerCase() === parsed.name.toLowerCase();
  if (!company || !sameName) throw badRequest(MSG.companyNotFound);
  return company;
}

type Profile = Pick<
  typeof companies.$inferInsert,
  'name' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zip' | 'language'
>;

/** A company record on the configured starting plan: a company's own, or an independent contractor's. */
async function insertCompany(tx: Tx, config: Config, profile: Profile, field: string): Promise<number> {
  const [company] = await tx
    .insert(companies)
    .values({ ...profile, field, plan: config.defaultPlan, timeZone: config.defaultTimeZone })
    .returning({ id: companies.id });
  return company!.id;
}

function profileOf(body: z.output<typeof companySignupBody> | z.output<typeof userSignupBody>): Profile {
  const { name, email, phone, address, city, state, zip, language } = body;
  return { name, email, phone, address, city, state, zip, language };
}

export async function signupCompany(
  db: Db,
  config: Config,
  issue: IssueToken,
  body: z.output<typeof companySignupBody>,
): Promise<{ id: number; authToken: string; isCompany: true }> {
  checkRegistrationCode(config, body.registrationCode);
  const passwordHash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    await assertUsernameFree(tx, body.username);
    const companyId = await insertCompany(tx, config, profileOf(body), body.field);
    await tx.insert(logins).values({ username: body.username, passwordHash, companyId });
    return companyId;
  });
  return { id, authToken: await issue({ kind: 'company', id }), isCompany: true };
}

export async function signupUser(
  db: Db,
  config: Config,
  issue: IssueToken,
  body: z.output<typeof userSignupBody>,
): Promise<{ id: number; authToken: string; isCompany: false }> {
  checkRegistrationCode(config, body.registrationCode);
  const passwordHash = await hashPassword(body.password);
  const profile = profileOf(body);
  const id = await db.transaction(async (tx) => {
    await assertUsernameFree(tx, body.username);
    const company = body.companyIdentifier ? await companyByIdentifier(tx, body.companyIdentifier) : null;

    if (body.userType === 'client') {
      // A client the company already created gets their login by signing up with the same email.
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(companyClients, and(eq(companyClients.userId, users.id), eq(companyClients.companyId, company!.id)))
        .leftJoin(logins, eq(logins.userId, users.id))
        .where(and(eq(users.email, body.email), isNull(logins.id)));
      // One client record per email in a company: a second sign-up with it would split their projects.
      const [linked] = await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(companyClients, and(eq(companyClients.userId, users.id), eq(companyClients.companyId, company!.id)))
        .innerJoin(logins, eq(logins.userId, users.id))
        .where(eq(users.email, body.email));
      if (linked) throw badRequest(MSG.clientEmailTaken);
      let userId: number;
      if (existing) {
        await tx.update(users).set(profile).where(eq(users.id, existing.id));
        userId = existing.id;
      } else {
        const [created] = await tx
          .insert(users)
          .values({ ...profile, userType: 'client' })
          .returning({ id: users.id });
        userId = created!.id;
        await tx.insert(companyClients).values({ companyId: company!.id, userId });
      }
      await tx.insert(logins).values({ username: body.username, passwordHash, userId });
      return userId;
    }

    if (body.userType === 'employee') {
      await assertWithinLimit(tx, company!.id, 'employees');
      const [created] = await tx
        .insert(users)
        .values({ ...profile, userType: 'employee', field: body.field })
        .returning({ id: users.id });
      await tx.insert(memberships).values({ companyId: company!.id, userId: created!.id, role: 'employee' });
      await tx.insert(logins).values({ username: body.username, passwordHash, userId: created!.id });
      return created!.id;
    }

    // An independent contractor gets a company record of their own for their projects and reminders.
    const ownCompanyId = await insertCompany(tx, config, profile, body.field);
    const [created] = await tx
      .insert(users)
      .values({ ...profile, userType: 'contractor', field: body.field, ownCompanyId })
      .returning({ id: users.id });
    if (company) {
      await tx.insert(memberships).values({ companyId: company.id, userId: created!.id, role: 'contractor' });
    }
    await tx.insert(logins).values({ username: body.username, passwordHash, userId: created!.id });
    return created!.id;
  });
  return { id, authToken: await issue({ kind: 'user', id }), isCompany: false };
}
