import type { TStudentFilters } from '@portal/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { payments } from '../payments/payments-tables.ts';
import { users } from '../students/students-tables.ts';
import { qualified } from './qualified.ts';
import { sortColumnOf, studentWhere } from './student-filter-read-model.ts';

/** Reads of the students CSV export: the exact count and the rows in batches, in list order. */
const counsellor = alias(users, 'counsellor');

export async function countStudentsExactly(
  db: TDb,
  filters: TStudentFilters,
  callerId: number,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(studentWhere(filters, callerId));
  return Number(row?.total ?? 0);
}

/** Where a batch ends: the sort column as the database prints it (microseconds kept) and the id. */
export type TStudentCursor = { key: string; id: number };

/** The batch after `after` (keyset on sort column and id, newest first, as the list orders them). */
export async function findStudentExportRows(
  db: TDb,
  filters: TStudentFilters,
  callerId: number,
  batch: { limit: number; after?: TStudentCursor },
) {
  const key = sortColumnOf(filters.sort);
  const after = batch.after
    ? sql`(${key}, ${users.id}) < (${batch.after.key}::timestamptz, ${batch.after.id})`
    : undefined;
  return db
    .select({
      id: users.id,
      name: users.name,
      mobileNumber: users.mobileNumber,
      referenceId: users.referenceId,
      stage: users.stage,
      isEvent: users.isEvent,
      counsellorName: counsellor.name,
      isCounsellorDisabled: sql<boolean>`${counsellor.disabledAt} is not null`,
      createdAt: users.createdAt,
      lastActivityAt: users.lastActivityAt,
      paid: sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.studentId} = ${qualified(users.id)}), 0)`.mapWith(
        Number,
      ),
      cursorKey: sql<string>`${key}::text`,
    })
    .from(users)
    .leftJoin(counsellor, eq(counsellor.id, users.assignedCounsellorId))
    .where(and(studentWhere(filters, callerId), after))
    .orderBy(desc(key), desc(users.id))
    .limit(batch.limit);
}
