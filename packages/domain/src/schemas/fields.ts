import { z } from 'zod';
import { datesInOrder, isIsoDate } from '../dates.js';
import { MSG, invalidMessage, requiredMessage, tooLongMessage } from '../messages.js';
import { parseMoney } from '../money.js';
import { spanishOf } from '../problems.js';
import { checkAddress, checkCity, checkState, checkZip, formatPhone, isSha256Hex, type Rule } from '../validation.js';

/** Every field speaks Spanish when it is missing or malformed, so the server can answer with the first message. */
function messages(field: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? requiredMessage(field) : invalidMessage(field),
  };
}

function withRule<T extends z.ZodType<string>>(schema: T, rule: Rule) {
  return schema.superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: spanishOf(problem) });
  });
}

/** Required text: trimmed, not empty, bounded. */
export const text = (field: string, max = 200) =>
  z.string(messages(field)).trim().min(1, requiredMessage(field)).max(max, tooLongMessage(field, max));

/** Optional text: '' when absent. */
export const optionalText = (field: string, max = 2000) =>
  z
    .string(messages(field))
    .trim()
    .max(max, tooLongMessage(field, max))
    .nullish()
    .transform((v) => v ?? '');

/** Optional text where leaving it out (undefined) differs from emptying it (null or ''). */
export const replaceableText = (field: string, max = 2000) =>
  z
    .string(messages(field))
    .trim()
    .max(max, tooLongMessage(field, max))
    .nullish()
    .transform((v) => (v === null ? '' : v));

/** A positive integer id; query strings and multipart fields send ids as text. */
/**
 * A positive integer id; query strings and multipart fields send ids as text. `message` replaces
 * every failure's text where the product has one (SPEC §5's reminder project).
 */
export const id = (field: string, message?: string) =>
  z.preprocess(
    // Coercion would turn a missing id into NaN and hide that it is missing; and Number() would read
    // [1], true, '0x10' or '1e3' as ids. Only numbers and strings of digits are ids.
    (value) => {
      if (value === '' || value === null) return undefined;
      return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    },
    z
      .number(message ? { error: message } : messages(field))
      .int(message ?? invalidMessage(field))
      .positive(message ?? invalidMessage(field))
      .max(2_147_483_647, message ?? invalidMessage(field)),
  );

export const projectAddress = () => withRule(text('address', 200), checkAddress);
export const streetAddress = () => text('address', 200);
export const city = () => withRule(text('city', 60), checkCity);
export const state = () => withRule(z.string(messages('state')).trim().min(1, requiredMessage('state')), checkState);
export const zip = () => withRule(z.coerce.string(messages('zip')).trim().min(1, requiredMessage('zip')), checkZip);

/** Any way of writing ten digits, kept as XXX-XXX-XXXX. */
export const phone = () =>
  z
    .string(messages('phone'))
    .trim()
    .min(1, requiredMessage('phone'))
    .transform((value, ctx) => {
      const formatted = formatPhone(value);
      if (!formatted) {
        ctx.addIssue({ code: 'custom', message: MSG.phone });
        return z.NEVER;
      }
      return formatted;
    });

export const email = () =>
  z
    .string(messages('email'))
    .trim()
    .min(1, requiredMessage('email'))
    .max(254, tooLongMessage('email', 254))
    .pipe(z.email(MSG.email))
    .transform((v) => v.toLowerCase());

/** A lowercase SHA-256 hex digest, as the web app sends usernames and passwords. */
export const sha256 = (field: 'username' | 'password') =>
  z.string(messages(field)).min(1, requiredMessage(field)).refine(isSha256Hex, MSG.hash);

/** 'yyyy-MM-dd', or '' / null for "no date". */
export const optionalDate = (field: string) =>
  z
    .string(messages(field))
    .nullish()
    .transform((value, ctx) => {
      const day = (value ?? '').trim().slice(0, 10);
      if (day === '') return null;
      if (!isIsoDate(day)) {
        ctx.addIssue({ code: 'custom', message: MSG.date });
        return z.NEVER;
      }
      return day;
    });

export const requiredDate = (field: string) =>
  optionalDate(field).transform((value, ctx) => {
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: requiredMessage(field) });
      return z.NEVER;
    }
    return value;
  });

/** Dollars with at most two decimals in, integer cents out; undefined when not given. */
export const money = (field: string) =>
  z
    .union([z.number(), z.string()], messages(field))
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return undefined;
      const parsed = parseMoney(value);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: spanishOf(parsed.problem) });
        return z.NEVER;
      }
      return parsed.cents;
    });

/** Money as answers carry it: dollars. */
export const dollars = () => z.number();

/**
 * SPEC §5's "the end date is not before the start date" as a refinement of an object with both
 * dates: the one rule of projects and jobs, on the server and in the forms. The issue goes on `end`.
 */
export const endNotBeforeStart =
  <K extends string>(start: K, end: K) =>
  (value: Record<K, string | null | undefined>, ctx: z.RefinementCtx) => {
    const [from, to] = [value[start], value[end]];
    // Under EVEN_WITH_OTHER_ISSUES a date that failed its own rule is not a string: nothing to compare.
    if (typeof from === 'string' && typeof to === 'string' && !datesInOrder(from, to)) {
      ctx.addIssue({ code: 'custom', path: [end], message: MSG.endBeforeStart });
    }
  };

/**
 * An object's refinement runs even when some of its fields failed (zod skips it then by default):
 * a form shows every problem at once. Refinements given it must accept values that did not parse.
 */
export const EVEN_WITH_OTHER_ISSUES = { when: () => true } as const;
