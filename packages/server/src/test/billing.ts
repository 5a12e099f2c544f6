import { expect } from 'vitest';
import type { BilledInvoice, Estimate } from '@obra/domain';
import type { Api } from './app.js';
import type { Account } from './factories.js';
import { tinyPng } from './uploads.js';

// Estimates, invoices and share links (modules/billing), for its tests and the permission matrix.

export const signatureOf = (png: Buffer = tinyPng()) => `data:image/png;base64,${png.toString('base64')}`;

/** The token at the end of a share URL (/e/<token>, /f/<token>). */
export const tokenOf = (shareUrl: string | null) => {
  expect(shareUrl).toMatch(/\/[ef]\/[A-Za-z0-9_-]{40,}$/);
  return shareUrl!.slice(shareUrl!.lastIndexOf('/') + 1);
};

export async function estimateOk(api: Api, account: Account, body: Record<string, unknown>): Promise<Estimate> {
  const res = await api.post<Estimate>('/api/estimates/create', body, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

export async function billOk(api: Api, account: Account, url: string, body: Record<string, unknown>) {
  const res = await api.post<BilledInvoice>(url, body, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.queryData;
}

export const approval = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Díaz',
  signature: signatureOf(),
  acceptTerms: true,
  ...overrides,
});
