import { expect } from 'vitest';
import type { InvoiceListed, InvoiceSent } from '@obra/domain';
import type { Api } from './app.js';
import type { Account } from './factories.js';

// Sending and reading invoices, for the invoice tests (modules/invoices).

/** A project's jobs whose invoice totals 1,850.74. */
export const INVOICE_JOBS = [
  { itemName: 'Quitar tejas viejas', itemPrice: 500 },
  { itemName: 'Tejas nuevas', itemPrice: 1250.75 },
  { itemName: 'Canaletas', itemPrice: 99.99 },
];

export const invoice = (api: Api, account: Account, projectId: number) =>
  api.post<InvoiceSent>('/api/projects/invoice', { projectId }, account.token);

/** Sends the project's invoice as `account`, which must succeed. */
export async function invoiceOk(api: Api, account: Account, projectId: number): Promise<InvoiceSent> {
  const res = await invoice(api, account, projectId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

export const listedInvoices = (api: Api, account: Account, projectId: number) =>
  api.get<InvoiceListed[]>(`/api/projects/invoices?projectId=${projectId}`, account.token);

/** A stored file (an invoice's PDF) as `account` asks for it. */
export const downloadAs = (api: Api, account: Account, url: string) =>
  api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${account.token}` } });
