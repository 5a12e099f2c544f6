import { and, eq, inArray, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { folded, type JobFilters, type ProjectFilters } from '@obra/domain';
import { jobs, projects } from '../../db/schema.js';
import { keysetOrder } from '../paging/keyset.js';
import type { ListedJobRow, ProjectRow } from './queries.js';

// Letters folded for search, upper and lower case, each to its plain lower-case letter. lower()
// alone would not do: under the C collation (the embedded database's) it leaves Á as it is.
const ACCENTED = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

const foldedSql = (column: SQL) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** Rows whose dates reach into [from, to]; a row without a start date has no place in a range. */
function inRange(start: AnyColumn, end: SQL, range: { from: string | null; to: string | null }) {
  return and(
    range.from === null ? undefined : sql`${end} >= ${range.from}`,
    range.to === null ? undefined : lte(start, range.to),
  );
}

export function projectFilter(f: ProjectFilters): SQL | undefined {
  const search = f.q === undefined ? undefined : folded(f.q);
  return and(
    f.status && f.status.length > 0 ? inArray(projects.status, f.status) : undefined,
    f.clientId === undefined ? undefined : eq(projects.clientId, f.clientId),
    inRange(projects.startDate, sql`coalesce(${projects.endDate}, ${projects.startDate})`, f),
    search === undefined
      ? undefined
      : sql`strpos(${foldedSql(sql`${projects.name} || ' ' || ${projects.address}`)}, ${search}) > 0`,
  );
}

export function jobFilter(f: JobFilters): SQL | undefined {
  return and(
    f.status && f.status.length > 0 ? inArray(jobs.status, f.status) : undefined,
    inRange(jobs.startDate, sql`coalesce(${jobs.endDate}, ${jobs.startDate})`, f),
    f.endsBefore === null ? undefined : lt(jobs.endDate, f.endsBefore),
  );
}

/** Projects newest first, as the projects screen lists them. */
export const projectOrder = keysetOrder<ProjectRow>('projects', 'desc', [projects.id, 'id', (r) => r.project.id]);

/** Jobs by start date (those without one last), then as created: the jobs screen's and the calendar's order. */
export const jobOrder = keysetOrder<ListedJobRow>(
  'jobs',
  'asc',
  [sql`coalesce(${jobs.startDate}, 'infinity'::date)`, 'day', (r) => r.job.startDate ?? 'infinity'],
  [jobs.id, 'id', (r) => r.job.id],
);
