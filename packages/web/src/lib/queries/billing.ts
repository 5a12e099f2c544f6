import type { QueryClient } from '@tanstack/react-query';
import type { BilledInvoice, BillingSummary, Estimate } from '@obra/domain';
import { apiQuery } from '../api-query.js';
import { qs } from '../api.js';

// Issue 14's caches. The keys sit in lib/, not in the billing feature, so that the realtime
// provider can refresh them when the server says an estimate was answered or an invoice viewed or paid.

export const estimatesKey = (projectId: number) => ['estimates', projectId] as const;
export const invoicesKey = (projectId: number) => ['invoices', projectId] as const;
export const billingSummaryKey = (companyId: number | null) => ['billing-summary', companyId] as const;

export const estimatesQuery = (projectId: number) =>
  apiQuery<Estimate[], ReturnType<typeof estimatesKey>>(
    estimatesKey(projectId),
    `/estimates/getByProject${qs({ projectId })}`,
  );

export const invoicesQuery = (projectId: number) =>
  apiQuery<BilledInvoice[], ReturnType<typeof invoicesKey>>(
    invoicesKey(projectId),
    `/invoices/getByProject${qs({ projectId })}`,
  );

/** The dashboard's money of the month (GET /invoices/summary), for a company only. */
export const billingSummaryQuery = (companyId: number | null) =>
  apiQuery<BillingSummary, ReturnType<typeof billingSummaryKey>>(
    billingSummaryKey(companyId),
    `/invoices/summary${qs({ companyId })}`,
    companyId !== null,
  );

/**
 * After anything that changes a project's estimates or invoices, here or on the client's side
 * (approved, rejected, viewed, paid): its two lists and the company's figures are read again.
 * The figures are the company's, so every cached summary goes stale (a browser holds one company's).
 */
export function refreshBilling(queryClient: QueryClient, projectId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: estimatesKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: invoicesKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: ['billing-summary'] }),
  ]).then(() => undefined);
}
