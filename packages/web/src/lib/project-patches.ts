import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { AUTH_TYPE, type ListedJob, type Project } from '@obra/domain';
import { ApiError } from './api.js';
import { projectQuery } from './queries/projects.js';
import {
  figuresOf,
  jobBelongs,
  jobsInOrder,
  listedJobOf,
  projectBelongs,
  projectsInOrder,
  type ListFilters,
} from './list-membership.js';

/**
 * Patches the cached views of one project (its own query, the project lists, the jobs lists) from
 * what a realtime event led the browser to learn, instead of fetching every list again. Lists are
 * plain arrays, or paged infinite queries whose pages hold their rows under `items` (the web's
 * pages) or `queryData` (the API's envelope); rows are found by id.
 */

interface ListPage<T> {
  items?: T[];
  queryData?: T[];
  nextCursor?: string | null;
}
interface PagedList<T> {
  pages: ListPage<T>[];
  pageParams: unknown[];
}
type CachedList<T> = T[] | PagedList<T>;

function isList(data: unknown): data is CachedList<unknown> {
  return (
    Array.isArray(data) ||
    (typeof data === 'object' && data !== null && Array.isArray((data as PagedList<unknown>).pages))
  );
}

const pageRows = <T>(page: ListPage<T>): T[] => page.items ?? page.queryData ?? [];

function rowsOf<T>(list: CachedList<T>): T[] {
  return Array.isArray(list) ? list : list.pages.flatMap(pageRows);
}

/** The list with every page's rows changed by `change`, in the shape it came in. */
function mapRows<T>(list: CachedList<T>, change: (rows: T[]) => T[]): CachedList<T> {
  if (Array.isArray(list)) return change(list);
  const pages = list.pages.map((page) =>
    page.items !== undefined ? { ...page, items: change(page.items) } : { ...page, queryData: change(pageRows(page)) },
  );
  return { ...list, pages };
}

/** Whether pages past those held exist: a row missing from the held ones may simply live there. */
function hasMore(list: CachedList<unknown>): boolean {
  return !Array.isArray(list) && (list.pages.at(-1)?.nextCursor ?? null) !== null;
}

type Kind = 'project' | 'projects' | 'jobs';

/**
 * What a query under ['projects'] holds: one project (['projects', 'byId', id]), a list of projects
 * (['projects', 'company:…' | 'user:…', …]) or of jobs (['projects', 'jobs', …]); anything else
 * there (invoices…) is left alone. A list that has rows is known by them.
 */
function kindOf(query: Query): Kind | null {
  const second = query.queryKey[1];
  const data = query.state.data;
  if (second === 'byId') return data === undefined ? null : 'project';
  if (!isList(data)) return null;
  if (second === 'jobs') return 'jobs';
  const first = rowsOf(data)[0];
  if (first !== undefined) {
    if (typeof first === 'object' && first !== null && 'projectItems' in first) return 'projects';
    return typeof first === 'object' && first !== null && 'proid' in first ? 'jobs' : null;
  }
  return typeof second === 'string' && /^(company|user):/.test(second) ? 'projects' : null;
}

/** A person's jobs list (['projects', 'jobs', 'user:5']) holds only their open jobs; null for a company's, which holds all. */
function listHolder(key: QueryKey): number | null {
  const holder = key.slice(2).find((part): part is string => typeof part === 'string' && /^user:\d+$/.test(part));
  return holder ? Number(holder.slice('user:'.length)) : null;
}

function projectQueries(queryClient: QueryClient, kind: Kind): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ['projects'] })
    .filter((query) => kindOf(query) === kind);
}

/** Changes the project `id` wherever it is cached (its own query and the project lists). */
function updateProject(queryClient: QueryClient, id: number, change: (project: Project) => Project): void {
  for (const query of projectQueries(queryClient, 'project')) {
    const project = query.state.data as Project;
    if (project.id === id) queryClient.setQueryData(query.queryKey, change(project));
  }
  for (const query of projectQueries(queryClient, 'projects')) {
    const list = query.state.data as CachedList<Project>;
    if (!rowsOf(list).some((p) => p.id === id)) continue;
    queryClient.setQueryData(
      query.queryKey,
      mapRows(list, (rows) => rows.map((p) => (p.id === id ? change(p) : p))),
    );
  }
}

/** A list's filters, where its query key keeps them (lib/queries/projects.ts, jobs.ts). */
function filtersOf(key: QueryKey, at: number): ListFilters {
  const part = key[at];
  return typeof part === 'object' && part !== null && !Array.isArray(part) ? (part as ListFilters) : {};
}

/**
 * The list with `row` where it now belongs: out of it if it no longer matches the list's filters,
 * else at its place in the list's order. A row new to the list whose place lies past the pages read
 * is left for those pages: reading them will bring it.
 */
function placed<T extends { id: number }>(
  list: CachedList<T>,
  row: T,
  belongs: boolean,
  order: (a: T, b: T) => number,
): CachedList<T> {
  const held = rowsOf(list).some((r) => r.id === row.id);
  const without = mapRows(list, (rows) => rows.filter((r) => r.id !== row.id));
  if (!belongs) return without;
  if (Array.isArray(without)) return [...without, row].sort(order);
  const pages = without.pages.map((page) => ({ ...page, rows: pageRows(page) }));
  // Stays on its page when its place is still there (at a page's edge, either page would do).
  const was = Array.isArray(list) ? -1 : list.pages.findIndex((page) => pageRows(page).some((r) => r.id === row.id));
  const fits = (i: number) =>
    pages.slice(0, i).every((page) => page.rows.every((r) => order(r, row) <= 0)) &&
    pages.slice(i + 1).every((page) => page.rows.every((r) => order(row, r) <= 0));
  let at = was !== -1 && fits(was) ? was : pages.findIndex((page) => page.rows.some((r) => order(row, r) < 0));
  if (at === -1) {
    // After every row read: the end of what was read, if the list ends there or the row was read.
    if (pages.length === 0 || (hasMore(without) && !held)) return without;
    at = pages.length - 1;
  }
  const target = pages[at]!;
  const rows = [...target.rows, row].sort(order);
  const changed = target.items !== undefined ? { ...target, items: rows } : { ...target, queryData: rows };
  return { ...without, pages: without.pages.map((page, i) => (i === at ? changed : page)) };
}

/** The project as the cache held it before this patch, if anywhere. */
function cachedProject(queryClient: QueryClient, id: number): Project | undefined {
  const own = queryClient.getQueryData<Project>(['projects', 'byId', id]);
  if (own) return own;
  for (const query of projectQueries(queryClient, 'projects')) {
    const found = rowsOf(query.state.data as CachedList<Project>).find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts a project as the viewer may see it now (fetched after an event) in every cached view of it:
 * its own query, each project list and each jobs list, in or out of each as its filters say, at its
 * place in the list's order (list-membership.ts), with no list read again. The dashboard's figures
 * are read again only when what they count changed (or the project was not held to compare).
 */
export function patchProject(queryClient: QueryClient, project: Project): void {
  const before = cachedProject(queryClient, project.id);
  for (const query of projectQueries(queryClient, 'project')) {
    if ((query.state.data as Project).id === project.id) queryClient.setQueryData(query.queryKey, project);
  }
  // Kept by id too, read or not: a project that leaves a list read only in part (a change moved it
  // past the pages read) stays at hand for a screen showing it, such as its open details, instead
  // of vanishing while it is asked for again.
  queryClient.setQueryData(projectQuery(project.id).queryKey, project);
  for (const query of projectQueries(queryClient, 'projects')) {
    const list = query.state.data as CachedList<Project>;
    const belongs = projectBelongs(project, filtersOf(query.queryKey, 2));
    queryClient.setQueryData(query.queryKey, placed(list, project, belongs, projectsInOrder));
  }
  for (const query of projectQueries(queryClient, 'jobs')) {
    const holder = listHolder(query.queryKey);
    const filters = filtersOf(query.queryKey, 3);
    // A person's list holds only their open jobs; a company's, every job of its projects.
    const held = (job: ListedJob) => holder === null || (job.userId === holder && job.status !== 'COMPLETED');
    let list = query.state.data as CachedList<ListedJob>;
    for (const job of project.projectItems) {
      const row = listedJobOf(job, project);
      list = placed(list, row, held(row) && jobBelongs(row, filters), jobsInOrder);
    }
    // Jobs the project no longer has (deleted meanwhile) leave the list too.
    const jobIds = new Set(project.projectItems.map((job) => job.id));
    list = mapRows(list, (rows) => rows.filter((row) => row.proid !== project.id || jobIds.has(row.id)));
    queryClient.setQueryData(query.queryKey, list);
  }
  if (!before || figuresOf(before) !== figuresOf(project)) {
    void queryClient.invalidateQueries({ queryKey: ['projects', 'summary'] });
  }
}

/** Takes a project the viewer may no longer see (deleted, or no longer theirs) out of every list. */
export function dropProject(queryClient: QueryClient, id: number): void {
  for (const query of projectQueries(queryClient, 'projects')) {
    const list = query.state.data as CachedList<Project>;
    queryClient.setQueryData(
      query.queryKey,
      mapRows(list, (rows) => rows.filter((p) => p.id !== id)),
    );
  }
  for (const query of projectQueries(queryClient, 'jobs')) {
    const list = query.state.data as CachedList<ListedJob>;
    queryClient.setQueryData(
      query.queryKey,
      mapRows(list, (rows) => rows.filter((job) => job.proid !== id)),
    );
  }
  // A dialog still open on it asks once more and shows why it cannot.
  void queryClient.invalidateQueries({ queryKey: ['projects', 'byId', id], exact: true });
}

/**
 * Reads one project again as the viewer may see it and patches it in; one the viewer may no longer
 * see (403: deleted, or no longer theirs) leaves every list. Any other failure leaves the cache as
 * it is, marked stale, to be read again when next shown.
 */
export async function refreshProject(
  queryClient: QueryClient,
  id: number,
  fetchProject: (id: number) => Promise<Project>,
): Promise<void> {
  try {
    patchProject(queryClient, await fetchProject(id));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 403 || err.status === 404)) dropProject(queryClient, id);
    else void queryClient.invalidateQueries({ queryKey: ['projects'], refetchType: 'none' });
  }
}

/** Marks every project list stale and fetches again those on screen: a new project's place is the server's to say. */
export function refetchProjectLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['projects'], predicate: (query) => query.queryKey[1] !== 'byId' });
}

/**
 * A chat message arrived: one more unread message on the project for a reader on the other side
 * of its chat (the company side counts the client's messages, the client everyone else's).
 */
export function countUnread(
  queryClient: QueryClient,
  message: { projectId: number; messageOrigin: number },
  reader: { id: number; isCompany: boolean },
): void {
  updateProject(queryClient, message.projectId, (project) => {
    const asClient = !reader.isCompany && project.clientId === reader.id;
    const fromClient = message.messageOrigin === AUTH_TYPE.client;
    return asClient !== fromClient ? { ...project, unreadMessages: project.unreadMessages + 1 } : project;
  });
}

/** The reader has read the project's chat: no unread messages left on it. */
export function clearUnread(queryClient: QueryClient, projectId: number): void {
  updateProject(queryClient, projectId, (project) =>
    project.unreadMessages === 0 ? project : { ...project, unreadMessages: 0 },
  );
}
