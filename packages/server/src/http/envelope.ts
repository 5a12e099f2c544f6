import type { Envelope, ErrorEnvelope } from '@obra/domain';

export function ok<T>(queryData: T): Envelope<T> {
  return { querySuccess: true, queryData, queryError: null };
}

export function failure(queryError: string): ErrorEnvelope {
  return { querySuccess: false, queryData: null, queryError };
}
