import type { TShortlistEntry } from '@portal/contract';
import { and, eq, isNotNull, isNull, notExists, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { completedSessionsOf } from '../counselling/index.ts';
import { activeEntryOf } from './entry-conditions.ts';
import { shortlistEntries } from './shortlist-tables.ts';

/** Entries a removal never touches (§4): applied ones, and the counsellor's picks. */
const LOCKED_STATUSES = ['APPLIED', 'EXPERT_CHOICE'];

type TEntryRow = typeof shortlistEntries.$inferSelect;
type TNewEntry = Pick<
  typeof shortlistEntries.$inferInsert,
  'studentId' | 'courseId' | 'enrollmentId' | 'status' | 'createdBy' | 'createdByRole' | 'statusReason'
>;

function toEntry(row: TEntryRow): TShortlistEntry {
  return {
    id: row.id,
    studentId: row.studentId,
    courseId: row.courseId,
    enrollmentId: row.enrollmentId,
    status: row.status as TShortlistEntry['status'],
    createdBy: row.createdBy,
    createdByRole: row.createdByRole as TShortlistEntry['createdByRole'],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds a course, or revives its soft-deleted entry, in one statement so two racing adds still
 * leave one row. An entry already on the list is returned untouched (`isNew` false). A student
 * reviving an entry staff marked NOT_ELIGIBLE gets it back as it was: removing and re-adding must
 * not launder the counsellor's verdict.
 */
export async function addEntry(
  db: TDb,
  entry: TNewEntry,
): Promise<{ entry: TShortlistEntry; isNew: boolean }> {
  const { studentId, courseId, ...rest } = entry;
  // A concurrent delete between the upsert and the read is retried once rather than failing.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [written] = await db
      .insert(shortlistEntries)
      .values(entry)
      .onConflictDoUpdate({
        target: [shortlistEntries.studentId, shortlistEntries.courseId],
        // A revived entry counts as newly added: it sorts as the newest.
        set: {
          ...rest,
          status: sql`case when ${shortlistEntries.status} = 'NOT_ELIGIBLE' and excluded.created_by_role = 'STUDENT'
            then ${shortlistEntries.status} else excluded.status end`,
          removedAt: null,
          createdAt: sql`now()`,
        },
        setWhere: isNotNull(shortlistEntries.removedAt),
      })
      .returning();
    if (written) return { entry: toEntry(written), isNew: true };
    const existing = await findActiveEntry(db, studentId, courseId);
    if (existing) return { entry: existing, isNew: false };
  }
  throw conflict('The shortlist changed while adding this course. Please try again.');
}

export async function findActiveEntry(
  db: TDb,
  studentId: number,
  courseId: number,
): Promise<TShortlistEntry | undefined> {
  const [row] = await db.select().from(shortlistEntries).where(activeEntryOf(studentId, courseId));
  return row && toEntry(row);
}

/**
 * Soft delete, guarded by the removal rules in the same statement, so an entry that became APPLIED
 * or EXPERT_CHOICE, or counselling completed, since the caller checked is not removed after all.
 * False when nothing was removed.
 */
export async function removeEntry(db: TDb, entryId: number, studentId: number): Promise<boolean> {
  const rows = await db
    .update(shortlistEntries)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(shortlistEntries.id, entryId),
        isNull(shortlistEntries.removedAt),
        notInArray(shortlistEntries.status, LOCKED_STATUSES),
        notExists(completedSessionsOf(db, studentId)),
      ),
    )
    .returning({ id: shortlistEntries.id });
  return rows.length > 0;
}
