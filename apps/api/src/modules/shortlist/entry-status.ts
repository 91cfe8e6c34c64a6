import type { TShortlistStatus } from '@portal/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { activeEntryOf, entryOf } from './entry-conditions.ts';
import { shortlistEntries } from './shortlist-tables.ts';

/**
 * The status changes other modules make to shortlist entries (applying, opting out, staff verdicts),
 * written here, by the owner of shortlist_entries. Each takes `db`, which may be the caller's
 * transaction: the locks below hold until it ends.
 */

/** Shortlist statuses an application may be made from (and the one it leaves behind). */
const APPLICABLE_SHORTLIST_STATUSES = ['EXPERT_CHOICE', 'STUDENT_CHOICE', 'APPLIED'];

/** The statuses an opted-out application gives its shortlist entry back (anything else: STUDENT_CHOICE). */
const RESTORABLE_SHORTLIST_STATUSES: readonly TShortlistStatus[] = ['EXPERT_CHOICE', 'STUDENT_CHOICE'];

/** The student's entry for a course, removed or not, locked until the transaction ends. */
export async function lockEntry(db: TDb, studentId: number, courseId: number) {
  const [row] = await db.select().from(shortlistEntries).where(entryOf(studentId, courseId)).for('update');
  return row;
}

/** The entry an application may be made from (on the list, not NOT_ELIGIBLE), locked; else undefined. */
export async function lockApplicableEntry(db: TDb, studentId: number, courseId: number) {
  const [entry] = await db
    .select({ id: shortlistEntries.id, status: shortlistEntries.status })
    .from(shortlistEntries)
    .where(
      and(
        activeEntryOf(studentId, courseId),
        inArray(shortlistEntries.status, APPLICABLE_SHORTLIST_STATUSES),
      ),
    )
    .for('update');
  return entry;
}

/** The entry a new application was made from becomes APPLIED. */
export async function markEntryApplied(db: TDb, entryId: number): Promise<void> {
  await db.update(shortlistEntries).set({ status: 'APPLIED' }).where(eq(shortlistEntries.id, entryId));
}

/**
 * An opted-out application's shortlist entry stops being APPLIED: it gets back the status it had when
 * the student applied (EXPERT_CHOICE or STUDENT_CHOICE), else STUDENT_CHOICE. Answers the status set,
 * or null when the entry is no longer APPLIED (nothing to give back).
 */
export async function releaseAppliedEntry(
  db: TDb,
  application: { studentId: number; courseId: number; shortlistStatusAtApply: string | null },
): Promise<TShortlistStatus | null> {
  const before = application.shortlistStatusAtApply as TShortlistStatus | null;
  const status = before && RESTORABLE_SHORTLIST_STATUSES.includes(before) ? before : 'STUDENT_CHOICE';
  const rows = await db
    .update(shortlistEntries)
    .set({ status })
    .where(and(entryOf(application.studentId, application.courseId), eq(shortlistEntries.status, 'APPLIED')))
    .returning({ id: shortlistEntries.id });
  return rows.length > 0 ? status : null;
}

/** The status and its reason change together (the reason is '' for anything but NOT_ELIGIBLE). */
export async function setEntryStatus(
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
