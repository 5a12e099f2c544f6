import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { get } from './api.js';

/** What the server needs to fetch a query's data itself: the API path it GETs. */
export interface ApiQueryMeta extends Record<string, unknown> {
  path: string;
}

/**
 * A query that GETs one API path. The path travels in `meta`, so the server can fetch the same
 * data, as the same account, to draw a signed-in screen before the app arrives (server-render.tsx).
 */
export function apiQuery<T, K extends QueryKey>(queryKey: K, path: string, enabled = true) {
  const meta: ApiQueryMeta = { path };
  return queryOptions({ queryKey, enabled, meta, queryFn: () => get<T>(path) });
}
