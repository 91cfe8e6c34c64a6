import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../students/students-tables.ts';

/** Read model: who a notification goes to, from the students module's users table (never written here). */
export type TRecipient = { id: number; role: string; mobileNumber: string; disabled: boolean };

export async function findRecipient(db: TDb, userId: number): Promise<TRecipient | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      mobileNumber: users.mobileNumber,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return (
    row && { id: row.id, role: row.role, mobileNumber: row.mobileNumber, disabled: row.disabledAt !== null }
  );
}

/** A student's name as staff notifications show it ('' before the profile has one). */
export async function studentNameOf(db: TDb, studentId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, studentId));
  return row?.name || 'A student';
}

/**
 * The staff told about a student's own change: their assigned counsellor while that account is active,
 * otherwise every active admin (somebody must hear of it).
 */
export async function staffRecipientsOf(db: TDb, studentId: number): Promise<number[]> {
  const [student] = await db
    .select({ counsellorId: users.assignedCounsellorId })
    .from(users)
    .where(eq(users.id, studentId));
  if (student?.counsellorId) {
    const [counsellor] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, student.counsellorId), isNull(users.disabledAt)));
    if (counsellor) return [counsellor.id];
  }
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNull(users.disabledAt)));
  return admins.map((admin) => admin.id);
}
