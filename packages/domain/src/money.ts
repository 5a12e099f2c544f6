import { ERROR_CODES } from './error-codes.js';
import type { Problem } from './problems.js';

/** The most a single price, cost, labor or expense may be: ten million dollars. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/**
 * Money travels as a number of dollars with at most two decimals and is kept as integer cents,
 * never as a binary float (PRODUCT.md). Strings of digits are accepted too, as forms send them.
 */
const NOT_MONEY = { ok: false, problem: { code: ERROR_CODES.MSG.money } } as const;

export function parseMoney(value: unknown): { ok: true; cents: number } | { ok: false; problem: Problem } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return NOT_MONEY;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return NOT_MONEY;
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return NOT_MONEY;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS) return NOT_MONEY;
  return { ok: true, cents };
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Back from the dollars an answer carries (at most two decimals) to exact cents. Rounded, never
 * truncated: 19.99 * 100 is 1998.9999999999998 in binary floating point.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** PRODUCT.md: a project with jobs is worth the sum of their prices, else the price entered for it. */
export function projectWorthCents(ownPriceCents: number, jobPricesCents: readonly number[]): number {
  return jobPricesCents.length > 0 ? jobPricesCents.reduce((sum, cents) => sum + cents, 0) : ownPriceCents;
}

/** Profit per job = price − (cost + labor) (SPEC §9). */
export function profitCents(priceCents: number, costCents: number, laborCents: number): number {
  return priceCents - (costCents + laborCents);
}

export type ProfitTone = 'loss' | 'even' | 'profit';
export function profitTone(cents: number): ProfitTone {
  return cents < 0 ? 'loss' : cents === 0 ? 'even' : 'profit';
}

export function formatDollars(cents: number, locale: 'es' | 'en' = 'es'): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

/** An amount as the API carries it (dollars, at most two decimals), shown like `formatDollars`. */
export function formatDollarAmount(dollars: number, locale: 'es' | 'en' = 'es'): string {
  return formatDollars(dollarsToCents(dollars), locale);
}
