import { and, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { users } from '../students/students-tables.ts';
import { payments } from './payments-tables.ts';

const recorders = alias(users, 'recorder');

/** A payment with its student and the staff member who recorded it; undefined for an unknown id. */
export async function findPaymentForReceipt(db: TDb, paymentId: number) {
  const [row] = await db
    .select({
      payment: payments,
      student: {
        id: users.id,
        name: users.name,
        referenceId: users.referenceId,
        mobileNumber: users.mobileNumber,
      },
      recorder: { id: recorders.id, name: recorders.name },
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.studentId))
    .innerJoin(recorders, eq(recorders.id, payments.recordedBy))
    .where(eq(payments.id, paymentId));
  return row;
}

/** Rupees the student paid up to and including this payment (ids grow in the order they were recorded). */
export async function paidUpTo(db: TDb, studentId: number, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.studentId, studentId), lte(payments.id, paymentId)));
  return Number(row?.total ?? 0);
}
