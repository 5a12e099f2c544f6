import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { billingSummaryKey, estimatesKey, invoicesKey, refreshBilling } from './billing.js';

describe('refreshBilling', () => {
  it("makes the project's estimates and invoices and the company's figures stale, and nothing else", async () => {
    const queryClient = new QueryClient();
    const keys = [estimatesKey(3), invoicesKey(3), billingSummaryKey(1), estimatesKey(4), ['projects', 'byId', 3]];
    for (const key of keys) queryClient.setQueryData(key, []);
    await refreshBilling(queryClient, 3);
    const stale = keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, true, false, false]);
  });
});
