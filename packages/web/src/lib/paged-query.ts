import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { getPage, type Page } from './api.js';
import type { ApiQueryMeta } from './api-query.js';

/**
 * Pages a screen keeps at once. The server answers 50 rows a page, so a list never holds more than
 * 200 rows on screen: reading further lets the first page go (asked again by 'Mostrar anteriores').
 */
// Here rather than with the project queries: every paged list reads them, and a screen without
// projects must not load those queries for a number.
/** Rows a page of a list asks for: the server's default. */
export const PAGE_ROWS = 50;
/** Rows a select's options are read with: the server's most for a page. */
export const SELECT_ROWS = 200;

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
export function usePaged<T, K extends QueryKey>(options: UseInfiniteQueryOptions<Page<T>, Error, Paged<T>, K, Trail>) {
  const query = useInfiniteQuery(options);
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, rows };
}

/** What the 'Cargar más' and 'Mostrar anteriores' buttons read of a paged list (one query, or several merged). */
export interface PagedState<T = unknown> {
  rows: readonly T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  isFetchingNextPage: boolean;
  isFetchingPreviousPage: boolean;
  fetchNextPage(): Promise<unknown>;
  fetchPreviousPage(): Promise<unknown>;
}

/**
 * Several paged lists read as one (a person's own notifications and their company's; a
 * contractor's company jobs and those assigned to him): their rows each once, by id, in `order`;
 * 'Cargar más' reads the next page of each list that has one.
 */
export function mergePaged<T extends { id: number }>(
  lists: readonly PagedState<T>[],
  order?: (a: T, b: T) => number,
): PagedState<T> {
  const seen = new Set<number>();
  const rows = lists.flatMap((list) => list.rows).filter((row) => !seen.has(row.id) && seen.add(row.id));
  return {
    rows: order ? rows.sort(order) : rows,
    hasNextPage: lists.some((list) => list.hasNextPage),
    hasPreviousPage: false,
    isFetchingNextPage: lists.some((list) => list.isFetchingNextPage),
    isFetchingPreviousPage: false,
    fetchNextPage: () => Promise.all(lists.filter((list) => list.hasNextPage).map((list) => list.fetchNextPage())),
    fetchPreviousPage: () => Promise.resolve(),
  };
}

/**
 * Two paged lists read one after the other, as one: the second's rows follow once every page of
 * the first is read, and 'Cargar más' reads the first's next page, then the second's.
 */
export function chainPaged<T>(first: PagedState<T>, second: PagedState<T>): PagedState<T> {
  const onSecond = !first.hasNextPage;
  return {
    rows: onSecond ? [...first.rows, ...second.rows] : first.rows,
    hasNextPage: first.hasNextPage || second.hasNextPage,
    hasPreviousPage: first.hasPreviousPage,
    isFetchingNextPage: first.isFetchingNextPage || second.isFetchingNextPage,
    isFetchingPreviousPage: first.isFetchingPreviousPage,
    fetchNextPage: () => (onSecond ? second.fetchNextPage() : first.fetchNextPage()),
    fetchPreviousPage: () => first.fetchPreviousPage(),
  };
}
