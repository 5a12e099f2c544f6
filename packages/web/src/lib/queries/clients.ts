import type { Client } from '@obra/domain';
import { qs } from '../api.js';
import { apiQuery } from '../api-query.js';

export const clientsKey = (companyId: number | null) => ['clients', companyId] as const;

/** The company's clients, with the requests to join it (PRODUCT.md). */
export function clientsQuery(companyId: number | null) {
  return apiQuery<Client[], ReturnType<typeof clientsKey>>(
    clientsKey(companyId),
    `/clients/getByCompany${qs({ companyId: companyId ?? 0 })}`,
    companyId !== null,
  );
}
