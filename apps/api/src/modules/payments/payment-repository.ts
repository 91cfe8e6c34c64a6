import { PLATFORM_FEE } from '@portal/contract';
import { type AnyColumn, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { payments } from './payments-tables.ts';

/** Rupees received from a student so far. */
export async function totalPaid(db: TDb, studentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(eq(payments.studentId, studentId));
  return Number(row?.total ?? 0);
}

/**
 * The platform fee (4,956 rupees with GST, §9) is paid once the payments reach it: as a column of a
 * query on the student's id, so the dashboard reads it with everything else in one statement.
 */
export const platformFeePaidOf = (studentId: AnyColumn): SQL<boolean> =>
  sql<boolean>`(select coalesce(sum(${payments.amount}), 0) >= ${sql.raw(String(PLATFORM_FEE.total))} from ${payments} where ${eq(payments.studentId, studentId)})`;

export const isPlatformFeePaid = async (db: TDb, studentId: number) =>
  (await totalPaid(db, studentId)) >= PLATFORM_FEE.total;

/** mode and reference omitted: CASH with no reference (see the payments table). */
export async function insertPayment(
  db: TDb,
  values: { studentId: number; amount: number; recordedBy: number; mode?: string; reference?: string },
) {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** A student's recorded payments, oldest first. */
export const listPaymentsOf = (db: TDb, studentId: number) =>
  db.select().from(payments).where(eq(payments.studentId, studentId)).orderBy(asc(payments.id));
