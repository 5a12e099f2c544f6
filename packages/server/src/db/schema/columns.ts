// Column helpers the tables of schema/ share.
import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** Money is integer cents (PRODUCT.md: never binary floats). */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
