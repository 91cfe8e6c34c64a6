import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings, shortlistEntries } from '../../db/schema/index.ts';

/**
 * What only staff see of a student's journey: the counsellor's completion note and the reasons for
 * NOT_ELIGIBLE. The student's own calls (counselling, shortlist) map the same rows without them.
 */

/** The note the counsellor left when completing this booking ('' for none). */
export async function findCompletionNote(db: TDb, bookingId: number): Promise<string> {
  const [row] = await db
    .select({ note: counsellingBookings.completionNote })
    .from(counsellingBookings)
    .where(eq(counsellingBookings.id, bookingId));
  return row?.note ?? '';
}

/** Each item of the student's list with why staff marked it NOT_ELIGIBLE ('' otherwise). */
export async function withStatusReasons<T extends { courseId: number }>(
  db: TDb,
  studentId: number,
  items: readonly T[],
): Promise<(T & { statusReason: string })[]> {
  const rows = await db
    .select({ courseId: shortlistEntries.courseId, statusReason: shortlistEntries.statusReason })
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.studentId, studentId), isNull(shortlistEntries.removedAt)));
  const reasonOf = new Map(rows.map((row) => [row.courseId, row.statusReason]));
  return items.map((item) => ({ ...item, statusReason: reasonOf.get(item.courseId) ?? '' }));
}
