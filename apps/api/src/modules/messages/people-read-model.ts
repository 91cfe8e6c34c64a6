import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { users } from '../students/students-tables.ts';

/** Read model: names of the people in a thread, from the students module's users table (never written here). */

/** The names of the accounts of `ids` ('' when an account has none yet). */
export async function namesOf(db: TDb, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A student's account and their assigned counsellor's name (null: none); undefined when not a student. */
export async function findThreadOwner(
  db: TDb,
  studentId: number,
): Promise<{ id: number; name: string; counsellorName: string | null } | undefined> {
  const [student] = await db
    .select({ id: users.id, name: users.name, role: users.role, counsellorId: users.assignedCounsellorId })
    .from(users)
    .where(eq(users.id, studentId));
  if (student?.role !== 'STUDENT') return undefined;
  if (student.counsellorId === null) return { id: student.id, name: student.name, counsellorName: null };
  // A disabled counsellor is none, as GET /api/student/counsellor says.
  const [counsellor] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, student.counsellorId), isNull(users.disabledAt)));
  return { id: student.id, name: student.name, counsellorName: counsellor?.name ?? null };
}
