import type { ACCOUNT_MSG } from './limits/accounts.js';
import type { BILLING_MSG } from './limits/billing.js';
import type { CHAT_MSG } from './limits/chat.js';
import type { CONTACT_MSG } from './limits/contact.js';
import type { EXPENSE_MSG } from './limits/expenses.js';
import type { INVOICE_MSG } from './limits/invoices.js';
import type { PHOTO_MSG } from './limits/media.js';
import type { REPLAY_MSG } from './limits/replays.js';
import type { TIME_MSG } from './limits/time.js';
import type { UPLOAD_MSG } from './limits/uploads.js';
import type { MSG } from './messages.js';
import type { Writer } from './written.js';

/** One code for each fixed message of a table, keyed like the table. */
type CodesOf<Table> = { readonly [K in keyof Table as Table[K] extends string ? K : never]: string };

/**
 * The stable machine code of every message: the API's `errorCode`, and what the web app translates
 * by. Fixed messages get theirs by table and key; messages with variable parts by their writer (the
 * parts travel as `errorParams`). Two keys holding the same text share its code. Codes are part of
 * the published API: add new ones, never rename one.
 */
export const ERROR_CODES = {
  MSG: {
    address: 'ADDRESS_FORMAT',
    state: 'STATE_FORMAT',
    city: 'CITY_FORMAT',
    zip: 'ZIP_FORMAT',
    phone: 'PHONE_FORMAT',
    money: 'MONEY_FORMAT',
    date: 'DATE_FORMAT',
    endBeforeStart: 'END_BEFORE_START',
    email: 'EMAIL_FORMAT',
    identifier: 'COMPANY_IDENTIFIER_FORMAT',
    assignee: 'ASSIGNEE_NOT_IN_COMPANY',
    hash: 'CREDENTIALS_NOT_HASHED',
    registrationCode: 'REGISTRATION_CODE_WRONG',
    registrationClosed: 'REGISTRATION_CLOSED',
    usernameTaken: 'USERNAME_TAKEN',
    clientEmailTaken: 'CLIENT_EMAIL_TAKEN',
    ownPasswordOnly: 'OWN_PASSWORD_ONLY',
    loginFailed: 'LOGIN_FAILED',
    accessBlocked: 'ACCESS_BLOCKED',
    unauthenticated: 'UNAUTHENTICATED',
    forbidden: 'FORBIDDEN',
    notFound: 'NOT_FOUND',
    rateLimited: 'RATE_LIMITED',
    noOperation: 'NO_RESPONSE',
    invalidBody: 'INVALID_REQUEST',
    malformedText: 'MALFORMED_TEXT',
    duplicate: 'DUPLICATE',
    tooLarge: 'TOO_LARGE',
    serverError: 'SERVER_ERROR',
    databaseUnavailable: 'SERVICE_UNAVAILABLE',
    statusNotAllowed: 'STATUS_NOT_ALLOWED',
    projectClosed: 'PROJECT_CLOSED',
    clientDecisionOnly: 'CLIENT_DECISION_ONLY',
    notAwaitingClient: 'NOT_AWAITING_CLIENT',
    jobCompletedLocked: 'JOB_COMPLETED_LOCKED',
    completedByCompanyOnly: 'JOB_COMPLETED_COMPANY_ONLY',
    jobNotInProject: 'JOB_NOT_IN_PROJECT',
    reminderProject: 'REMINDER_PROJECT_INVALID',
    contractorNeverAdmin: 'CONTRACTOR_NEVER_ADMIN',
    logoRequired: 'LOGO_REQUIRED',
    imageType: 'IMAGE_TYPE',
    companyNotFound: 'COMPANY_NOT_FOUND',
    logoTooLarge: 'LOGO_TOO_LARGE',
    approvalNeedsClient: 'APPROVAL_NEEDS_CLIENT',
    ownWorkerAccount: 'OWN_WORKER_ACCOUNT',
    accessNotBoolean: 'ACCESS_NOT_BOOLEAN',
    workerType: 'WORKER_TYPE_INVALID',
    pageLimit: 'PAGE_LIMIT_INVALID',
    pageCursor: 'PAGE_CURSOR_INVALID',
  },
  ACCOUNT_MSG: {
    loginLocked: 'LOGIN_LOCKED',
    resetLinkInvalid: 'RESET_LINK_INVALID',
    mailFailed: 'MAIL_FAILED',
    invitationInvalid: 'INVITATION_INVALID',
    invitationEmail: 'INVITATION_EMAIL_MISSING',
    clientHasLogin: 'CLIENT_HAS_LOGIN',
    requestNotFound: 'JOIN_REQUEST_NOT_FOUND',
    onlyEmployees: 'ONLY_EMPLOYEES',
    passwordShort: 'PASSWORD_TOO_SHORT',
    passwordMismatch: 'PASSWORD_MISMATCH',
    termsRequired: 'TERMS_REQUIRED',
    noticeSwitchRequired: 'NOTICE_SWITCH_REQUIRED',
  },
  CHAT_MSG: {
    empty: 'CHAT_MESSAGE_EMPTY',
    invalid: 'MESSAGE_INVALID',
    tooLong: 'CHAT_MESSAGE_TOO_LONG',
    noClient: 'CHAT_NO_CLIENT',
    mediaNotInProject: 'CHAT_PHOTO_NOT_IN_PROJECT',
  },
  CONTACT_MSG: {
    emptyFields: 'CONTACT_FIELDS_EMPTY',
    mustAgree: 'CONTACT_AGREEMENT_REQUIRED',
    subjectTooLong: 'CONTACT_SUBJECT_TOO_LONG',
    bodyTooLong: 'CONTACT_BODY_TOO_LONG',
    captchaMissing: 'CAPTCHA_MISSING',
    captchaInvalid: 'CAPTCHA_INVALID',
    captchaExpired: 'CAPTCHA_EXPIRED',
    captchaUsed: 'CAPTCHA_USED',
    sendFailed: 'CONTACT_SEND_FAILED',
  },
  EXPENSE_MSG: {
    nameRequired: 'EXPENSE_NAME_REQUIRED',
    nameTooLong: 'EXPENSE_NAME_TOO_LONG',
    descriptionRequired: 'EXPENSE_DESCRIPTION_REQUIRED',
    descriptionTooLong: 'EXPENSE_DESCRIPTION_TOO_LONG',
    dateRequired: 'EXPENSE_DATE_REQUIRED',
    amountRequired: 'EXPENSE_AMOUNT_REQUIRED',
    project: 'EXPENSE_PROJECT_INVALID',
    job: 'EXPENSE_JOB_INVALID',
    expense: 'EXPENSE_INVALID',
    empty: 'EXPENSES_EMPTY',
    tooMany: 'EXPENSES_TOO_MANY',
    oneScope: 'EXPENSES_ONE_SCOPE',
  },
  INVOICE_MSG: {
    noClient: 'INVOICE_NO_CLIENT',
    noClientEmail: 'INVOICE_NO_CLIENT_EMAIL',
    sendFailed: 'INVOICE_SEND_FAILED',
    noticeNoClient: 'NOTICE_NO_CLIENT',
    noticeFailed: 'NOTICE_SEND_FAILED',
    noticeTooLong: 'NOTICE_TOO_LONG',
    noticeInvalid: 'MESSAGE_INVALID',
  },
  PHOTO_MSG: {
    batchLimit: 'PHOTO_BATCH_LIMIT',
    required: 'PHOTO_REQUIRED',
    tooLarge: 'PHOTO_TOO_LARGE',
    scope: 'PHOTO_SCOPE',
    project: 'PHOTO_PROJECT_INVALID',
    job: 'PHOTO_JOB_INVALID',
    photo: 'PHOTO_INVALID',
    chatPhoto: 'CHAT_PHOTO_NOT_DELETABLE',
  },
  UPLOAD_MSG: {
    personHourly: 'UPLOAD_PERSON_HOURLY',
    companyHourly: 'UPLOAD_COMPANY_HOURLY',
  },
  REPLAY_MSG: {
    keyInvalid: 'IDEMPOTENCY_KEY_INVALID',
    keyReused: 'IDEMPOTENCY_KEY_REUSED',
    inProgress: 'IDEMPOTENCY_IN_PROGRESS',
  },
  TIME_MSG: {
    alreadyEnRoute: 'CLOCK_ALREADY_EN_ROUTE',
    alreadyStarted: 'CLOCK_ALREADY_STARTED',
    notStarted: 'CLOCK_NOT_STARTED',
    outOfOrder: 'CLOCK_OUT_OF_ORDER',
    inFuture: 'CLOCK_IN_FUTURE',
    beforeJob: 'CLOCK_BEFORE_JOB',
    jobCompleted: 'CLOCK_JOB_COMPLETED',
    action: 'CLOCK_ACTION_INVALID',
    at: 'CLOCK_TIME_INVALID',
    offline: 'CLOCK_OFFLINE_INVALID',
    clientRef: 'CLOCK_CLIENT_REF_INVALID',
    clientRefReused: 'CLOCK_CLIENT_REF_REUSED',
    entry: 'TIME_ENTRY_INVALID',
    endBeforeStart: 'TIME_ENTRY_END_BEFORE_START',
    reasonRequired: 'CORRECTION_REASON_REQUIRED',
    reasonTooLong: 'CORRECTION_REASON_TOO_LONG',
    rate: 'HOURLY_RATE_INVALID',
    range: 'HOURS_RANGE_INVALID',
  },
  BILLING_MSG: {
    lines: 'BILLING_LINES_INVALID',
    taxRate: 'TAX_RATE_INVALID',
    depositPercent: 'DEPOSIT_PERCENT_INVALID',
    depositBoth: 'DEPOSIT_BOTH_GIVEN',
    depositOverTotal: 'DEPOSIT_OVER_TOTAL',
    expiresInPast: 'ESTIMATE_EXPIRY_IN_PAST',
    termsTooLong: 'TERMS_TOO_LONG',
    estimateNotFound: 'ESTIMATE_NOT_FOUND',
    invoiceNotFound: 'INVOICE_NOT_FOUND',
    estimateClosed: 'ESTIMATE_CLOSED',
    estimateExpired: 'ESTIMATE_EXPIRED',
    estimateChanged: 'ESTIMATE_CHANGED',
    estimateNotApproved: 'ESTIMATE_NOT_APPROVED',
    estimateOtherProject: 'ESTIMATE_OTHER_PROJECT',
    noClientEmail: 'BILLING_NO_CLIENT_EMAIL',
    sendFailed: 'BILLING_SEND_FAILED',
    linkGone: 'SHARE_LINK_GONE',
    signerName: 'SIGNER_NAME_REQUIRED',
    signerNameTooLong: 'SIGNER_NAME_TOO_LONG',
    signature: 'SIGNATURE_INVALID',
    acceptTerms: 'TERMS_NOT_ACCEPTED',
    rejectReason: 'REJECT_REASON_REQUIRED',
    rejectReasonTooLong: 'REJECT_REASON_TOO_LONG',
    paymentAmount: 'PAYMENT_AMOUNT_INVALID',
    paymentOverBalance: 'PAYMENT_OVER_BALANCE',
    paymentDate: 'PAYMENT_DATE_INVALID',
    paymentMethod: 'PAYMENT_METHOD_INVALID',
    paymentNoteTooLong: 'PAYMENT_NOTE_TOO_LONG',
    invoicePaid: 'INVOICE_ALREADY_PAID',
    dueBeforeIssue: 'DUE_BEFORE_ISSUE',
  },
  /** params: field; field and max; plan, kind and limit; available and max; plan and gigabytes. */
  written: {
    required: 'FIELD_REQUIRED',
    invalid: 'FIELD_INVALID',
    tooLong: 'FIELD_TOO_LONG',
    planLimit: 'PLAN_LIMIT',
    photoJobLimit: 'PHOTO_JOB_LIMIT',
    storageFull: 'STORAGE_FULL',
  },
} as const satisfies {
  MSG: CodesOf<typeof MSG>;
  ACCOUNT_MSG: CodesOf<typeof ACCOUNT_MSG>;
  CHAT_MSG: CodesOf<typeof CHAT_MSG>;
  CONTACT_MSG: CodesOf<typeof CONTACT_MSG>;
  EXPENSE_MSG: CodesOf<typeof EXPENSE_MSG>;
  INVOICE_MSG: CodesOf<typeof INVOICE_MSG>;
  PHOTO_MSG: CodesOf<typeof PHOTO_MSG>;
  UPLOAD_MSG: CodesOf<typeof UPLOAD_MSG>;
  REPLAY_MSG: CodesOf<typeof REPLAY_MSG>;
  TIME_MSG: CodesOf<typeof TIME_MSG>;
  BILLING_MSG: CodesOf<typeof BILLING_MSG>;
  written: Record<Writer, string>;
};

type Codes = typeof ERROR_CODES;
export type ErrorCode = { [T in keyof Codes]: Codes[T][keyof Codes[T]] }[keyof Codes];

/** Every code once, as the API documents them. */
export const ALL_ERROR_CODES = [
  ...new Set(Object.values(ERROR_CODES).flatMap((table) => Object.values(table) as ErrorCode[])),
] as [ErrorCode, ...ErrorCode[]];

const KNOWN: ReadonlySet<string> = new Set(ALL_ERROR_CODES);
/** Whether a code from outside (an answer of the server) is one this build knows. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
