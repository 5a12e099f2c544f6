import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BilledInvoice, CreateEstimateBody, CreateInvoiceBody, Estimate, RecordPaymentBody } from '@obra/domain';
import { post } from '../../lib/api.js';
import { estimatesQuery, invoicesQuery, refreshBilling } from '../../lib/queries/billing.js';

export type BillingKind = 'estimate' | 'invoice';
/** An estimate or an invoice, as the list and the share buttons handle either. */
export type BillingDocument = Estimate | BilledInvoice;

/** The project's estimates and invoices, read while its dialog is open. */
export function useProjectBilling(projectId: number) {
  return { estimates: useQuery(estimatesQuery(projectId)), invoices: useQuery(invoicesQuery(projectId)) };
}

/** A write about one of the project's documents; its lists and the dashboard's figures are read again after it. */
function useBillingWrite<Input, Answer>(
  projectId: number,
  path: string,
  bodyOf: (input: Input) => unknown = (input) => input,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => post<Answer>(path, bodyOf(input)),
    onSuccess: () => refreshBilling(queryClient, projectId),
  });
}

export const useCreateEstimate = (projectId: number) =>
  useBillingWrite<CreateEstimateBody, Estimate>(projectId, '/estimates/create');
export const useCreateInvoice = (projectId: number) =>
  useBillingWrite<CreateInvoiceBody, BilledInvoice>(projectId, '/invoices/create');
export const useRecordPayment = (projectId: number) =>
  useBillingWrite<RecordPaymentBody, BilledInvoice>(projectId, '/invoices/recordPayment');

/** Sends a document: `mail` true, the server mails the client; false, only marks it shared by the company. */
export function useSendDocument(projectId: number, kind: BillingKind) {
  return useBillingWrite<{ id: number; mail: boolean }, unknown>(projectId, `/${kind}s/send`, ({ id, mail }) => ({
    ...documentIdBody(kind, id),
    mail,
  }));
}

export function useRevokeDocument(projectId: number, kind: BillingKind) {
  return useBillingWrite<number, unknown>(projectId, `/${kind}s/revoke`, (id) => documentIdBody(kind, id));
}

/** Send and revoke name the document by the id field of its kind. */
const documentIdBody = (kind: BillingKind, id: number) =>
  kind === 'estimate' ? { estimateId: id } : { invoiceId: id };
