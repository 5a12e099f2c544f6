import { z } from 'zod';
import { ACCOUNT_MSG } from '../limits/accounts.js';
import { MSG, requiredMessage } from '../messages.js';
import { LANGUAGES } from '../trades.js';
import { SIGNUP_USER_TYPES, type SignupUserType } from '../roles.js';
import { checkSignupPhone } from '../validation.js';
import { city, email, optionalText, sha256, state, streetAddress, text, zip } from './fields.js';

export const loginBody = z.object({
  username: sha256('username'),
  password: sha256('password'),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResult = z.object({
  id: z.number(),
  authToken: z.string(),
  isCompany: z.boolean(),
  userType: z.enum(['company', 'employee', 'contractor', 'client', 'admin']),
  companyId: z.number().nullable(),
  name: z.string(),
  logo: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** The company's time zone ("today" for its dates); null for a client. */
  timeZone: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const verifyCodeBody = z.object({
  registrationCode: z
    .string({ error: requiredMessage('registrationCode') })
    .trim()
    .min(1, requiredMessage('registrationCode')),
});

const signupPhone = () =>
  z
    .string({ error: requiredMessage('phone') })
    .trim()
    .min(1, requiredMessage('phone'))
    .refine((v) => checkSignupPhone(v) === null, MSG.phone);

const language = z.enum(LANGUAGES).optional().default('es');

const accountBase = {
  registrationCode: verifyCodeBody.shape.registrationCode,
  username: sha256('username'),
  password: sha256('password'),
  name: text('name', 120),
  email: email(),
  phone: signupPhone(),
  address: streetAddress(),
  city: city(),
  state: state(),
  zip: zip(),
  language,
};

export const companySignupBody = z.object({
  ...accountBase,
  field: optionalText('field', 60),
});
export type CompanySignupBody = z.input<typeof companySignupBody>;

export const userSignupBody = z
  .object({
    ...accountBase,
    userType: z.enum(SIGNUP_USER_TYPES, { error: requiredMessage('userType') }),
    field: optionalText('field', 60),
    companyIdentifier: optionalText('companyIdentifier', 200),
  })
  .superRefine(signupRoleRules);
export type UserSignupBody = z.input<typeof userSignupBody>;

/**
 * What a person's sign-up needs by who they are: a trade unless a client, a company to join unless
 * a contractor, and an identifier shaped id#name when given. The sign-up form applies it too.
 */
export function signupRoleRules(
  body: { userType: SignupUserType; field: string; companyIdentifier: string },
  ctx: z.RefinementCtx,
): void {
  if (body.userType !== 'client' && body.field === '') {
    ctx.addIssue({ code: 'custom', path: ['field'], message: requiredMessage('field') });
  }
  if (body.userType !== 'contractor' && body.companyIdentifier === '') {
    ctx.addIssue({ code: 'custom', path: ['companyIdentifier'], message: requiredMessage('companyIdentifier') });
  }
  if (
    typeof body.companyIdentifier === 'string' &&
    body.companyIdentifier !== '' &&
    !/^\d+#.+$/.test(body.companyIdentifier)
  ) {
    ctx.addIssue({ code: 'custom', path: ['companyIdentifier'], message: MSG.identifier });
  }
}

export const signupResult = z.object({
  id: z.number(),
  authToken: z.string(),
  isCompany: z.boolean(),
  /** True when the sign-up asked to join a company: no access to it until the company accepts. */
  joinRequested: z.boolean().optional(),
});

/** A one-time link's token, as it came in the mail (base64url). */
const linkToken = z
  .string({ error: ACCOUNT_MSG.resetLinkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_MSG.resetLinkInvalid);

/** "I forgot my password": the e-mail of the account (a company's or a person's). */
export const forgotPasswordBody = z.object({ email: email() });

/** A new password through the link a reset mail carried. */
export const resetPasswordBody = z.object({ token: linkToken, password: sha256('password') });
