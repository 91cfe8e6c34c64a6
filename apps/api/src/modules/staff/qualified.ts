import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name in front, for correlated subqueries in raw sql: drizzle leaves the
 * table out of a single-table select, and inside a subquery "student_id" = "id" would then compare two
 * columns of the subquery's own table.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
