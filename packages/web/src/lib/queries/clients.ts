import type { Client } from '@obra/domain';
import { qs } from '../api.js';
import { pagedQuery } from '../paged-query.js';
import { PAGE_ROWS } from '../paged-query.js';

export const clientsKey = (companyId: number | null) => ['clients', companyId] as const;

/** The company's clients, with the requests to join it (PRODUCT.md), a page at a time. */
export function clientsQuery(companyId: number | null, limit = PAGE_ROWS) {
  return pagedQuery<Client, readonly unknown[]>(
    [...clientsKey(companyId), { limit }],
    `/clients/getByCompany${qs({ companyId: companyId ?? 0, limit })}`,
    companyId !== null,
  );
}
