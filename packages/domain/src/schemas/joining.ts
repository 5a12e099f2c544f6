import { z } from 'zod';
import { ACCOUNT_MSG } from '../limits/accounts.js';
import { requiredMessage } from '../messages.js';
import { LANGUAGES } from '../trades.js';
import { email, id, optionalText, phone, sha256, text } from './fields.js';

/** The company invites a worker by e-mail: they choose their username when they accept. */
export const inviteWorkerBody = z.object({
  email: email(),
  role: z.enum(['employee', 'contractor'], { error: requiredMessage('userType') }).default('employee'),
});

/** The company sends a client it added the link that gives that same record a login. */
export const inviteClientBody = z.object({ clientId: id('id') });

/** A one-time invitation's token, as it came in the mail (base64url). */
export const invitationToken = z
  .string({ error: ACCOUNT_MSG.invitationInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, ACCOUNT_MSG.invitationInvalid);

/** What an invitation page shows before the person accepts. */
export const invitation = z.object({
  company: z.string(),
  role: z.enum(['employee', 'contractor', 'client']),
  email: z.string(),
  /** The client record's name, or '' for a worker (who writes their own). */
  name: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/** Accepting an invitation: the login, and for a worker the profile the company does not know yet. */
export const acceptInvitationBody = z.object({
  token: invitationToken,
  username: sha256('username'),
  password: sha256('password'),
  name: text('name', 120),
  phone: phone(),
  field: optionalText('field', 60),
  language: z.enum(LANGUAGES).optional().default('es'),
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;
