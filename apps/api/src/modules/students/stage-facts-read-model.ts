import type { TApplicationStatus } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';

/**
 * A read model: the facts of a student's journey stage, read in one statement from tables other
 * modules own (counselling_bookings, payments, applications). It never writes.
 *
 * Those modules call refreshStudentStage inside their own transactions, so importing their tables
 * files would make a module cycle. Instead it declares the few columns it reads (a projection, never
 * given to drizzle-kit); scripts/read-models.test.ts checks they match the owners' declarations.
 */
export const counsellingBookings = pgTable('counselling_bookings', {
  studentId: integer('student_id').notNull(),
  status: text('status').notNull(),
});
export const payments = pgTable('payments', {
  studentId: integer('student_id').notNull(),
  amount: integer('amount').notNull(),
});
export const applications = pgTable('applications', {
  studentId: integer('student_id').notNull(),
  status: text('status').notNull(),
});

export async function readStageFacts(db: TDb, studentId: number) {
  const [facts] = await db
    .select({
      hasBookedSession: sql<boolean>`exists (select 1 from ${counsellingBookings} where ${counsellingBookings.studentId} = ${studentId} and ${counsellingBookings.status} = 'BOOKED')`,
      hasCompletedSession: sql<boolean>`exists (select 1 from ${counsellingBookings} where ${counsellingBookings.studentId} = ${studentId} and ${counsellingBookings.status} = 'COMPLETED')`,
      paid: sql<number>`coalesce((select sum(${payments.amount}) from ${payments} where ${payments.studentId} = ${studentId}), 0)`.mapWith(
        Number,
      ),
      // json, not an array: node-postgres and PGlite parse it the same.
      applicationStatuses: sql<
        TApplicationStatus[]
      >`(select coalesce(json_agg(distinct ${applications.status}), '[]'::json) from ${applications} where ${applications.studentId} = ${studentId})`,
    })
    .from(sql`(select 1) as one`);
  return facts;
}
