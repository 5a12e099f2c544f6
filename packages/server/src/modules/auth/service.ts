import { eq } from 'drizzle-orm';
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
import { companies, logins, users } from '../../db/schema.js';
import { hashPassword, verifyDecoy, verifyPassword } from '../../auth/passwords.js';
import { actingCompanyId, loadPrincipal, type Principal, type TokenSubject } from '../../auth/principal.js';
import type { IssueToken } from '../../auth/tokens.js';
import { AppError, badRequest, unauthenticated } from '../../http/errors.js';
import type { LoginLockout } from '../../auth/lockout.js';
import { askToJoin, mailJoinRequest } from '../joining/requests.js';
import type { Deps } from '../../deps.js';

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
  return { ...(await signedInAccount(db, loaded.principal)), authToken: await issue(subject) };
}

/** What the web app keeps of a signed-in account (a login's answer, less the token). */
export async function signedInAccount(db: Db, principal: Principal): Promise<Omit<LoginResult, 'authToken'>> {
  if (principal.kind === 'company') {
    const [company] = await db.select().from(companies).where(eq(companies.id, principal.companyId));
    return {
      id: principal.companyId,
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
    isCompany: false,
    userType: principal.userType,
    companyId,
    name: user!.name,
    logo: user!.logo,
    language: principal.language,
    timeZone: company?.timeZone ?? null,
  };
}

export async function assertUsernameFree(tx: Tx, username: string): Promise<void> {
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

export type Profile = Pick<
  typeof companies.$inferInsert,
  'name' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zip' | 'language'
>;

/** A company record on the configured starting plan: a company's own, or an independent contractor's. */
export async function insertCompany(tx: Tx, config: Config, profile: Profile, field: string): Promise<number> {
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
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  issue: IssueToken,
  body: z.output<typeof userSignupBody>,
  log: (err: unknown) => void,
): Promise<{ id: number; authToken: string; isCompany: false; joinRequested: boolean }> {
  const { db, config } = deps;
  checkRegistrationCode(config, body.registrationCode);
  const passwordHash = await hashPassword(body.password);
  const profile = profileOf(body);
  const { id, companyId } = await db.transaction(async (tx) => {
    await assertUsernameFree(tx, body.username);
    const company = body.companyIdentifier ? await companyByIdentifier(tx, body.companyIdentifier) : null;
    let userId: number;
    if (body.userType === 'contractor') {
      // An independent contractor gets a company record of their own for their projects and reminders.
      const ownCompanyId = await insertCompany(tx, config, profile, body.field);
      const [created] = await tx
        .insert(users)
        .values({ ...profile, userType: 'contractor', field: body.field, ownCompanyId })
        .returning({ id: users.id });
      userId = created!.id;
    } else {
      // A client always gets a record of their own: one the company made is linked only through the
      // company's invitation, never by typing its e-mail (anyone could claim it).
      const [created] = await tx
        .insert(users)
        .values({ ...profile, userType: body.userType, field: body.userType === 'client' ? '' : body.field })
        .returning({ id: users.id });
      userId = created!.id;
    }
    await tx.insert(logins).values({ username: body.username, passwordHash, userId });
    // Joining the company is the company's decision: until it accepts, this gives no access.
    if (company) await askToJoin(tx, company.id, userId, body.userType, body.name);
    return { id: userId, companyId: company?.id ?? null };
  });
  if (companyId !== null) await mailJoinRequest(deps, companyId, id).catch(log);
  return { id, authToken: await issue({ kind: 'user', id }), isCompany: false, joinRequested: companyId !== null };
}
