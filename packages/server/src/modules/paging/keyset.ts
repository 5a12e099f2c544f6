import { and, asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { Cursors, type KeyKind, type KeyValue } from './cursor.js';

/** One key of a list's order: the column (or expression), its direction, and where a row keeps its value. */
export interface SortKey<Row> {
  column: AnyColumn | SQL;
  direction: 'asc' | 'desc';
  kind: KeyKind;
  of: (row: Row) => KeyValue;
}

/** A list's order; its last key is unique (an id), so every row has one place and pages never overlap. */
export interface Order<Row> {
  list: string;
  keys: readonly SortKey<Row>[];
}

/**
 * An order whose keys all run one way, each as [column, kind, the row's value]; the last must be
 * unique (an id).
 */
export function keysetOrder<Row>(
  list: string,
  direction: 'asc' | 'desc',
  ...keys: [AnyColumn | SQL, KeyKind, (row: Row) => KeyValue][]
): Order<Row> {
  return { list, keys: keys.map(([column, kind, of]) => ({ column, direction, kind, of })) };
}

/** What a list call asks for: how many rows, after which cursor, and who reads cursors. */
export interface Paging {
  limit: number;
  cursor: string | undefined;
  cursors: Cursors;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const cache = new Map<string, Cursors>();
/** The cursors of a server with this secret; one per secret, made once. */
export function cursorsFor(secret: string): Cursors {
  let cursors = cache.get(secret);
  if (!cursors) cache.set(secret, (cursors = new Cursors(secret)));
  return cursors;
}

export function pagingOf(cursors: Cursors, query: { limit: number; cursor?: string | undefined }): Paging {
  return { limit: query.limit, cursor: query.cursor, cursors };
}

export function orderOf<Row>(order: Order<Row>): SQL[] {
  return order.keys.map((k) => (k.direction === 'asc' ? asc(k.column) : desc(k.column)));
}

/**
 * Rows strictly after the one with these key values, in the order's terms:
 * (k1 after v1) or (k1 = v1 and k2 after v2) or … Written out rather than as a row comparison
 * because the keys may run in different directions.
 */
function after<Row>(order: Order<Row>, values: KeyValue[]): SQL {
  const beyond = order.keys.map((k, i) => {
    const equalBefore = order.keys.slice(0, i).map((e, j) => sql`${e.column} = ${values[j]}`);
    const step = k.direction === 'asc' ? sql`${k.column} > ${values[i]}` : sql`${k.column} < ${values[i]}`;
    return and(...equalBefore, step)!;
  });
  return or(...beyond)!;
}

/**
 * Keyset paging: the cursor (checked before any query) becomes a condition on the order's keys,
 * and one row more than the page is read to know whether another page follows. No OFFSET, so rows
 * added between two pages neither repeat a row nor skip one.
 */
export async function readPage<Row>(
  order: Order<Row>,
  paging: Paging,
  select: (after: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const kinds = order.keys.map((k) => k.kind);
  const start =
    paging.cursor === undefined ? undefined : after(order, paging.cursors.read(order.list, paging.cursor, kinds));
  const rows = await select(start, orderOf(order), paging.limit + 1);
  if (rows.length <= paging.limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, paging.limit);
  const last = items.at(-1)!;
  return {
    items,
    nextCursor: paging.cursors.write(
      order.list,
      order.keys.map((k) => k.of(last)),
    ),
  };
}

/** The same page with each row shaped for the answer. */
export function mapPage<Row, Item>(page: Page<Row>, view: (row: Row, index: number) => Item): Page<Item> {
  return { items: page.items.map(view), nextCursor: page.nextCursor };
}
