import type { Worker } from '@obra/domain';
import { qs } from '../../lib/api.js';
import { apiQuery } from '../../lib/api-query.js';

export const workersKey = (companyId: number | null) => ['workers', companyId] as const;

/** The company's workers, with the requests to join it (PRODUCT.md). */
export function workersQuery(companyId: number | null, enabled = true) {
  return apiQuery<Worker[], ReturnType<typeof workersKey>>(
    workersKey(companyId),
    `/workers/get${qs({ companyId: companyId ?? 0 })}`,
    enabled && companyId !== null,
  );
}
