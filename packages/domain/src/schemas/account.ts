import { z } from 'zod';
import { ACCOUNT_MSG } from '../limits/accounts.js';
import { BILLING_MSG, TERMS_MAX } from '../limits/billing.js';
import { invalidMessage, requiredMessage } from '../messages.js';
import { isValidTimeZone } from '../dates.js';
import { PLANS } from '../plans.js';
import { LANGUAGES } from '../trades.js';
import { city, email, id, optionalText, phone, sha256, state, streetAddress, text, zip } from './fields.js';

export const accountQuery = z.object({ account: id('id') });
export const companyLookupQuery = z.object({ companyId: id('id') });

const contact = {
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  logo: z.string().nullable(),
  language: z.enum(LANGUAGES),
};

/** Which automatic notices a company's clients get (each on unless the company turns it off in /account). */
export const clientNoticeSettings = z.object({
  /** A worker taps 'En camino' on one of the client's jobs. */
  enRoute: z.boolean(),
  /** A job of the client's project is completed. */
  jobDone: z.boolean(),
  /** Every job of the client's project is done. */
  projectDone: z.boolean(),
});
export type ClientNoticeSettings = z.infer<typeof clientNoticeSettings>;

/**
 * Turns some of the notices on or off; those left out stay as they are, but at least one is named.
 * `id`: the company's, as the other account calls name it (optional: the caller's own).
 */
export const updateClientNoticesBody = clientNoticeSettings
  .partial()
  .extend({ id: z.coerce.number().int().positive().optional() })
  .refine((body) => body.enRoute !== undefined || body.jobDone !== undefined || body.projectDone !== undefined, {
    message: ACCOUNT_MSG.noticeSwitchRequired,
  });
export type UpdateClientNoticesBody = z.input<typeof updateClientNoticesBody>;

export const companyAccount = z.object({
  id: z.number(),
  ...contact,
  field: z.string(),
  timeZone: z.string(),
  plan: z.enum(PLANS),
  identifier: z.string(),
  clientNotices: clientNoticeSettings,
  /** The terms a new estimate starts with; '' for the built-in ones in the estimate's language. */
  estimateTerms: z.string(),
  isCompany: z.literal(true),
});
export type CompanyAccount = z.infer<typeof companyAccount>;

export const userAccount = z.object({
  id: z.number(),
  ...contact,
  userType: z.enum(['employee', 'contractor', 'client', 'admin']),
  field: z.string(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  isCompany: z.literal(false),
});
export type UserAccount = z.infer<typeof userAccount>;

/** What anyone who works with a company may know of it. */
export const companyPublic = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  logo: z.string().nullable(),
  identifier: z.string(),
});

const editable = {
  name: text('name', 120),
  phone: phone(),
  email: email(),
  address: streetAddress(),
  city: city(),
  state: state(),
  zip: zip(),
  field: optionalText('field', 60),
  language: z.enum(LANGUAGES, { error: requiredMessage('language') }).optional(),
  /** A new password (hashed like at sign-up); absent keeps the current one. */
  password: sha256('password').optional(),
};

export const updateCompanyBody = z.object({
  ...editable,
  timeZone: z.string().trim().refine(isValidTimeZone, invalidMessage('timeZone')).optional(),
  /** The company's default estimate terms (issue 14); absent keeps them. */
  estimateTerms: z
    .string({ error: BILLING_MSG.termsTooLong })
    .trim()
    .max(TERMS_MAX, BILLING_MSG.termsTooLong)
    .optional(),
});
export type UpdateCompanyBody = z.input<typeof updateCompanyBody>;

export const updateUserBody = z.object(editable);
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** The multipart form of a logo upload, as documented; the server reads the parts itself (the file is binary). */
export const logoUploadForm = z.object({
  id: z.string().meta({ description: 'Id of the company or person' }),
  isCompany: z.enum(['true', 'false']),
  logo: z.string().meta({ format: 'binary', description: 'JPEG, PNG o WebP, hasta 5 MB' }),
});
