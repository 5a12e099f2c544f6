import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getPage, type Page } from './api.js';
import type { ApiQueryMeta } from './api-query.js';

/**
 * Pages a screen keeps at once. The server answers 50 rows a page, so a list never holds more than
 * 200 rows on screen: reading further lets the first page go (asked again by 'Mostrar anteriores').
 */
export const MAX_PAGES = 4;

/**
 * The cursors that led to a page: none for the first, then each page's `nextCursor`. A page's
 * trail without its last cursor is the page before it, so a page let go can be asked again.
 */
export type Trail = string[];

/** The query's cached shape: the pages read, each with the trail that led to it. */
export type Paged<T> = InfiniteData<Page<T>, Trail>;

/** A paged query's meta: the first page's API path, and that it is paged (server-render.tsx seeds it as a page). */
export interface PagedQueryMeta extends ApiQueryMeta {
  paged: true;
}

/** The path of the page a trail leads to. */
export function pageAt(path: string, trail: Trail): string {
  const cursor = trail.at(-1);
  if (cursor === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/**
 * A list call read a page at a time, following the envelope's `nextCursor`. The path (without a
 * cursor) travels in `meta` like apiQuery's, so the server can draw the first page itself.
 */
export function pagedQuery<T, K extends QueryKey>(queryKey: K, path: string, enabled = true) {
  const meta: PagedQueryMeta = { path, paged: true };
  return infiniteQueryOptions<Page<T>, Error, Paged<T>, K, Trail>({
    queryKey,
    enabled,
    meta,
    initialPageParam: [],
    queryFn: ({ pageParam, signal }) => getPage<T>(pageAt(path, pageParam), { signal }),
    getNextPageParam: (last, _pages, trail) => (last.nextCursor === null ? undefined : [...trail, last.nextCursor]),
    getPreviousPageParam: (_first, _pages, trail) => (trail.length === 0 ? undefined : trail.slice(0, -1)),
    maxPages: MAX_PAGES,
  });
}

/** The cache entry of a list's first page as the server read it (the trail of the first page is empty). */
export function firstPageData<T>(page: Page<T>): Paged<T> {
  return { pages: [page], pageParams: [[]] };
}

/** A paged query's state with the rows of every page it holds, in order. */
export function usePaged<T, K extends QueryKey>(options: ReturnType<typeof pagedQuery<T, K>>) {
  const query = useInfiniteQuery(options);
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, rows };
}

/** What the 'Cargar más' and 'Mostrar anteriores' buttons read of a paged query. */
export type PagedState = Pick<
  ReturnType<typeof usePaged>,
  | 'rows'
  | 'hasNextPage'
  | 'hasPreviousPage'
  | 'fetchNextPage'
  | 'fetchPreviousPage'
  | 'isFetchingNextPage'
  | 'isFetchingPreviousPage'
>;
