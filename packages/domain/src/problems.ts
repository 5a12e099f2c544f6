import { ERROR_CODES, type ErrorCode } from './error-codes.js';
import { ACCOUNT_MSG } from './limits/accounts.js';
import { BILLING_MSG } from './limits/billing.js';
import { CHAT_MSG } from './limits/chat.js';
import { CONTACT_MSG } from './limits/contact.js';
import { EXPENSE_MSG } from './limits/expenses.js';
import { INVOICE_MSG } from './limits/invoices.js';
import { PHOTO_MSG } from './limits/media.js';
import { REPLAY_MSG } from './limits/replays.js';
import { TIME_MSG } from './limits/time.js';
import { UPLOAD_MSG } from './limits/uploads.js';
import { MSG, invalidMessage, requiredMessage, tooLongMessage } from './messages.js';
import { PLAN_LIMITS, isPlan, planLimitMessage, type LimitKind } from './plans.js';
import { writtenFrom, type MessageParams, type Writer, type WrittenMessage } from './written.js';

/** What went wrong, as a code and the variable parts of its message: what the web app translates. */
export interface Problem {
  readonly code: ErrorCode;
  readonly params?: MessageParams;
}

/** Every table of fixed messages, by the name ERROR_CODES files its codes under. */
export const MESSAGE_TABLES = {
  MSG,
  ACCOUNT_MSG,
  CHAT_MSG,
  CONTACT_MSG,
  EXPENSE_MSG,
  INVOICE_MSG,
  PHOTO_MSG,
  UPLOAD_MSG,
  REPLAY_MSG,
  TIME_MSG,
  BILLING_MSG,
} as const;
type Tables = typeof MESSAGE_TABLES;
type TextsOf<Table> = { [K in keyof Table]: Table[K] extends string ? Table[K] : never }[keyof Table];

/** A message of one of the tables, word for word. */
export type FixedMessage = { [T in keyof Tables]: TextsOf<Tables[T]> }[keyof Tables];
/** Any message the server may answer with: the type keeps Spanish typed in by hand out of an error. */
export type Message = FixedMessage | WrittenMessage;

const TEXT_OF_CODE = new Map<ErrorCode, string>();
const CODE_OF_TEXT = new Map<string, ErrorCode>();
for (const table of Object.keys(MESSAGE_TABLES) as (keyof Tables)[]) {
  for (const [key, code] of Object.entries(ERROR_CODES[table]) as [string, ErrorCode][]) {
    const text = (MESSAGE_TABLES[table] as Record<string, unknown>)[key] as string;
    TEXT_OF_CODE.set(code, text);
    CODE_OF_TEXT.set(text, code);
  }
}
const WRITER_OF_CODE = new Map(
  (Object.entries(ERROR_CODES.written) as [Writer, ErrorCode][]).map(([writer, code]) => [code, writer]),
);

/** The problem a message states; undefined for text no table or writer of the domain made. */
export function problemOf(text: string): Problem | undefined {
  const code = CODE_OF_TEXT.get(text);
  if (code) return { code };
  const made = writtenFrom(text);
  return made && { code: ERROR_CODES.written[made.writer], params: made.params };
}

/** Whether a text (a zod failure's, say) is one of the domain's messages, and so has a code. */
export function isMessage(text: string): text is Message {
  return problemOf(text) !== undefined;
}

const text = (params: MessageParams | undefined, name: string) => String(params?.[name] ?? '');
const count = (params: MessageParams | undefined, name: string) => Number(params?.[name] ?? 0);

/** The Spanish of a problem: the very text the server answers with for it. */
export function spanishOf(problem: Problem): string {
  const fixed = TEXT_OF_CODE.get(problem.code);
  if (fixed !== undefined) return fixed;
  const { params } = problem;
  switch (WRITER_OF_CODE.get(problem.code)) {
    case 'required':
      return requiredMessage(text(params, 'field'));
    case 'invalid':
      return invalidMessage(text(params, 'field'));
    case 'tooLong':
      return tooLongMessage(text(params, 'field'), count(params, 'max'));
    case 'photoJobLimit':
      return PHOTO_MSG.jobLimit(count(params, 'available'));
    case 'planLimit': {
      const plan = text(params, 'plan');
      const kind = text(params, 'kind');
      if (isPlan(plan) && kind in PLAN_LIMITS[plan]) return planLimitMessage(plan, kind as LimitKind);
      break;
    }
    case 'storageFull': {
      const plan = text(params, 'plan');
      if (isPlan(plan)) return UPLOAD_MSG.storageFull(plan);
      break;
    }
  }
  return MSG.serverError;
}
