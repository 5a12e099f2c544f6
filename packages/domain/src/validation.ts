import { ERROR_CODES } from './error-codes.js';
import type { Problem } from './problems.js';
import { US_STATES } from './us-states.js';

export { US_STATES };

const STATE_SET: ReadonlySet<string> = new Set(US_STATES);

/** A rule answers null when the value passes, else what is wrong (the web app shows it in the reader's language). */
export type Rule = (value: string) => Problem | null;

const { MSG: CODE } = ERROR_CODES;

export const checkAddress: Rule = (value) => (value.includes(',') ? null : { code: CODE.address });

export const checkState: Rule = (value) =>
  /^[A-Z]{2}$/.test(value) && STATE_SET.has(value) ? null : { code: CODE.state };

// A capital first letter, then letters (accented too), spaces, periods, apostrophes and hyphens:
// "St. George", "Coeur d'Alene", "Española".
const CITY = /^\p{Lu}[\p{L} .'’-]*$/u;
// Composed form first: a keyboard may send "ñ" as "n" plus a combining tilde.
export const checkCity: Rule = (value) => (CITY.test(value.normalize('NFC')) ? null : { code: CODE.city });

export const checkZip: Rule = (value) => (/^\d{5}$/.test(value) ? null : { code: CODE.zip });

/** SPEC §5: non-digits stripped, exactly ten digits; the number, or 0 when invalid. */
export function phoneDigits(value: string): number {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? Number(digits) : 0;
}

/** The sign-up form asks for XXX-XXX-XXXX exactly. */
export const checkSignupPhone: Rule = (value) => (/^\d{3}-\d{3}-\d{4}$/.test(value) ? null : { code: CODE.phone });

/** Any way of writing ten digits, shown back as XXX-XXX-XXXX. */
export function formatPhone(value: string): string | null {
  const n = phoneDigits(value);
  if (n === 0) return null;
  const d = String(n).padStart(10, '0');
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** SPEC §3: the address travels as one string 'street, city, state, zip'. */
export function joinAddress(street: string, city: string, state: string, zip: string): string {
  return `${street.trim()}, ${city.trim()}, ${state.trim()}, ${zip.trim()}`;
}

/** The street part of a joined address (what comes before the first comma). */
export function streetOf(address: string): string {
  const i = address.indexOf(',');
  return (i === -1 ? address : address.slice(0, i)).trim();
}

/** SPEC §9: addresses shown in cards are cut to 35 characters. */
export const ADDRESS_DISPLAY_LENGTH = 35;
export function truncateAddress(address: string): string {
  return address.length > ADDRESS_DISPLAY_LENGTH ? `${address.slice(0, ADDRESS_DISPLAY_LENGTH)}…` : address;
}

const HEX64 = /^[0-9a-f]{64}$/;
/** Usernames and passwords arrive as lowercase SHA-256 hex (PRODUCT.md). */
export function isSha256Hex(value: string): boolean {
  return HEX64.test(value);
}
