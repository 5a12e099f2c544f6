import type { ApproveEstimateBody, PublicEstimate, PublicInvoice, RejectEstimateBody } from '@obra/domain';
import { ApiError, get, post } from '../../lib/api.js';

// The client's share pages call the API without a session: the token in the address is the only
// key, so every call is anonymous (a 401 never sends a client who has no account to /login).
const anonymous = { anonymous: true } as const;
const estimatePath = (token: string) => `/public/estimates/${encodeURIComponent(token)}`;

export const estimateKey = (token: string) => ['share', 'estimate', token] as const;
export const invoiceKey = (token: string) => ['share', 'invoice', token] as const;

export const fetchEstimate = (token: string) => get<PublicEstimate>(estimatePath(token), anonymous);
export const fetchInvoice = (token: string) =>
  get<PublicInvoice>(`/public/invoices/${encodeURIComponent(token)}`, anonymous);

/** Approves with the version the page showed: a changed estimate answers 409 ESTIMATE_CHANGED. */
export const approveEstimate = (token: string, body: ApproveEstimateBody) =>
  post<unknown>(`${estimatePath(token)}/approve`, body, anonymous);

export const rejectEstimate = (token: string, body: RejectEstimateBody) =>
  post<unknown>(`${estimatePath(token)}/reject`, body, anonymous);

/**
 * An unknown, revoked or expired link answers 404 SHARE_LINK_GONE; any 404 reads the same, so a
 * made-up token learns nothing more than a real one that was revoked.
 */
export const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.problem?.code === 'SHARE_LINK_GONE');

/** Codes that mean the estimate is no longer the one the form answers: the page reloads it. */
const STALE = new Set(['ESTIMATE_CHANGED', 'ESTIMATE_CLOSED', 'ESTIMATE_EXPIRED', 'SHARE_LINK_GONE']);

/** Whether an answer's failure closes the form (the estimate changed, was answered, expired or went). */
export const closesForm = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || error.status === 409 || (error.problem !== null && STALE.has(error.problem.code)));
