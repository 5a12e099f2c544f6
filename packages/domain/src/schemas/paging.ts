import { z } from 'zod';
import { MSG, invalidMessage, tooLongMessage } from '../messages.js';
import { JOB_STATUSES, PROJECT_STATUSES } from '../statuses.js';
import { endNotBeforeStart, id, optionalDate } from './fields.js';

/** Rows a list answers when the caller names no `limit`. */
export const PAGE_LIMIT_DEFAULT = 50;
/** The most rows one page holds; a larger `limit` is cut to it, not refused. */
export const PAGE_LIMIT_MAX = 200;
/** Longest cursor accepted; the server's own are far shorter. */
export const PAGE_CURSOR_MAX = 512;
/** Longest search text. */
export const SEARCH_MAX = 100;

/** Only whole numbers of digits are limits: '1e3', '-5', '0' and '' are refused like any other text. */
const pageLimit = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: MSG.pageLimit }).int(MSG.pageLimit).min(1, MSG.pageLimit).optional(),
  )
  .transform((value) => Math.min(value ?? PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX))
  .meta({
    description: `How many rows the page holds: ${PAGE_LIMIT_DEFAULT} when absent, at most ${PAGE_LIMIT_MAX} (a larger number is cut to ${PAGE_LIMIT_MAX})`,
  });

const pageCursor = z
  .string({ error: MSG.pageCursor })
  .min(1, MSG.pageCursor)
  .max(PAGE_CURSOR_MAX, MSG.pageCursor)
  .optional()
  .meta({ description: "The previous page's nextCursor, as it came; absent for the first page" });

/** `limit` and `cursor`: the paging every growing list takes (docs/decisions/0012-paged-lists.md). */
export const pageShape = { limit: pageLimit, cursor: pageCursor };
export const pageQuery = z.object(pageShape);
export type PageQuery = z.output<typeof pageQuery>;

/**
 * The SPEC §7 envelope of a list with the cursor of the page after it: `queryData` holds one page,
 * `nextCursor` is null on the last.
 */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    querySuccess: z.literal(true),
    queryData: z.array(item),
    queryError: z.null(),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass it as `cursor` for the next page; null on the last page' }),
  });

export type PagedEnvelope<T> = { querySuccess: true; queryData: T[]; queryError: null; nextCursor: string | null };

/** A list of statuses, as `status=A,B` or `status=A&status=B`; absent means every status. */
const statuses = <S extends readonly [string, ...string[]]>(all: S, field: string) =>
  z
    .preprocess(
      (value) => {
        const given = typeof value === 'string' ? [value] : value;
        return Array.isArray(given) ? given.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])) : given;
      },
      z.array(z.enum(all, { error: invalidMessage(field) }), { error: invalidMessage(field) }).max(50),
    )
    .optional()
    .meta({ description: `Only these statuses, as A,B or repeated: ${all.join(', ')}` });

/** Text to look for, trimmed; absent or blank means no search. */
const search = z
  .string({ error: invalidMessage('q') })
  .trim()
  .max(SEARCH_MAX, tooLongMessage('q', SEARCH_MAX))
  .optional()
  .transform((value) => (value ? value : undefined))
  .meta({ description: 'Words in the name or the address; upper or lower case and accents do not matter' });

const dateRange = {
  from: optionalDate('startDate').meta({ description: 'First day (yyyy-mm-dd) the rows must reach' }),
  to: optionalDate('endDate').meta({ description: 'Last day (yyyy-mm-dd) the rows may start on' }),
};

/** Filters of the project lists; each narrows the list in the database. */
export const projectFilterShape = {
  status: statuses(PROJECT_STATUSES, 'status'),
  clientId: id('clientId').optional(),
  ...dateRange,
  q: search,
};

/** Filters of the job lists: the calendar asks for the weeks it shows with `from` and `to`. */
export const jobFilterShape = {
  status: statuses(JOB_STATUSES, 'jobStatus'),
  ...dateRange,
  endsBefore: optionalDate('endDate').meta({
    description: 'Only jobs whose end date is before this day (yyyy-mm-dd): the unfinished ones',
  }),
};

/** A list query: the given fields, the paging and the filters, with `from` not after `to`. */
export const listQuery = <Shape extends z.ZodRawShape, Filters extends z.ZodRawShape>(own: Shape, filters: Filters) =>
  z
    .object({ ...own, ...pageShape, ...filters })
    .superRefine((value, ctx) => inOrder(value as Record<'from' | 'to', string | null | undefined>, ctx));
const inOrder = endNotBeforeStart('from', 'to');

export type ProjectFilters = z.output<z.ZodObject<typeof projectFilterShape>>;
export type JobFilters = z.output<z.ZodObject<typeof jobFilterShape>>;

/** `GET /api/projects/summary`: the dashboard's figures, counted in the database. */
export const projectsSummary = z.object({
  activeProjects: z.number().meta({ description: 'Projects not COMPLETED or REJECTED' }),
  openJobs: z.number().meta({ description: 'Jobs not COMPLETED' }),
  totalActiveCents: z.number().meta({ description: "The active projects' prices added up, in cents" }),
  profitActiveCents: z.number().meta({ description: "The active projects' profit added up, in cents" }),
});
export type ProjectsSummary = z.infer<typeof projectsSummary>;

export const companyProjectsQuery = listQuery({ companyId: id('id') }, projectFilterShape);
export const userProjectsQuery = listQuery({ userId: id('userId') }, projectFilterShape);
export const companyJobsQuery = listQuery({ companyId: id('id') }, jobFilterShape);
export const userJobsQuery = listQuery({ userId: id('userId') }, jobFilterShape);
/** The summary is the acting company's; naming it is optional, naming another is refused. */
export const projectsSummaryQuery = z.object({ companyId: id('id').optional() });
export const companyPageQuery = z.object({ companyId: id('id'), ...pageShape });
export const userPageQuery = z.object({ userId: id('userId'), ...pageShape });
