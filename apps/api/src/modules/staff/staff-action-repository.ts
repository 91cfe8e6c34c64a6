import type { TShortlistStatus } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings, shortlistEntries, users } from '../../db/schema/index.ts';

/** Writes of the staff actions; the service calls them inside one transaction per action. */

/** Marks the student's booked session completed, in one statement; undefined when none is booked. */
export async function completeBookedSession(
  db: TDb,
  studentId: number,
  completion: { completedAt: Date; note: string },
) {
  const [row] = await db
    .update(counsellingBookings)
    .set({ status: 'COMPLETED', completedAt: completion.completedAt, completionNote: completion.note })
    .where(and(eq(counsellingBookings.studentId, studentId), eq(counsellingBookings.status, 'BOOKED')))
    .returning();
  return row;
}

/** The student's account row, locked until the transaction ends (serialises fee payments). */
export async function lockStudent(db: TDb, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'STUDENT')))
    .for('update');
  return Boolean(row);
}

/** The student's entry for a course, removed or not, locked until the transaction ends. */
export async function lockShortlistEntry(db: TDb, studentId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.studentId, studentId), eq(shortlistEntries.courseId, courseId)))
    .for('update');
  return row;
}

/** The status and its reason change together (the reason is '' for anything but NOT_ELIGIBLE). */
export async function setShortlistStatus(
  db: TDb,
  entryId: number,
  change: { status: TShortlistStatus; statusReason: string },
) {
  const [row] = await db
    .update(shortlistEntries)
    .set(change)
    .where(eq(shortlistEntries.id, entryId))
    .returning();
  if (!row) throw new Error('shortlist entry vanished while locked');
  return row;
}
