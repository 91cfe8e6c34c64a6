import { SHORTLIST_STATUSES, type TShortlistEntry, type TShortlistItem } from '@portal/contract';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { counsellingBookings, courses, shortlistEntries, universities } from '../../db/schema/index.ts';
import { toCourse } from '../courses/course-mapper.ts';

type TEntryRow = typeof shortlistEntries.$inferSelect;
type TNewEntry = Pick<
  typeof shortlistEntries.$inferInsert,
  'studentId' | 'courseId' | 'enrollmentId' | 'status' | 'createdBy' | 'createdByRole'
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

// §4/§9 order; a status outside the list (none expected) sorts last.
const statusRank = sql`case ${shortlistEntries.status} ${sql.join(
  SHORTLIST_STATUSES.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(SHORTLIST_STATUSES.length))} end`;

export async function courseExists(db: TDb, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return Boolean(row);
}

/**
 * Adds a course, or revives its soft-deleted entry, in one statement so two racing adds still
 * leave one row. An entry already on the list is returned untouched (`isNew` false).
 */
export async function addEntry(
  db: TDb,
  entry: TNewEntry,
): Promise<{ entry: TShortlistEntry; isNew: boolean }> {
  const { studentId, courseId, ...rest } = entry;
  const [written] = await db
    .insert(shortlistEntries)
    .values(entry)
    .onConflictDoUpdate({
      target: [shortlistEntries.studentId, shortlistEntries.courseId],
      // A revived entry counts as newly added: it sorts as the newest.
      set: { ...rest, removedAt: null, createdAt: sql`now()` },
      setWhere: isNotNull(shortlistEntries.removedAt),
    })
    .returning();
  if (written) return { entry: toEntry(written), isNew: true };
  const existing = await findActiveEntry(db, studentId, courseId);
  if (!existing) throw new Error('shortlist entry vanished between insert and read');
  return { entry: existing, isNew: false };
}

export async function findActiveEntry(
  db: TDb,
  studentId: number,
  courseId: number,
): Promise<TShortlistEntry | undefined> {
  const [row] = await db
    .select()
    .from(shortlistEntries)
    .where(
      and(
        eq(shortlistEntries.studentId, studentId),
        eq(shortlistEntries.courseId, courseId),
        isNull(shortlistEntries.removedAt),
      ),
    );
  return row && toEntry(row);
}

/** Soft delete; false when the entry was already removed (a racing second delete). */
export async function removeEntry(db: TDb, entryId: number): Promise<boolean> {
  const rows = await db
    .update(shortlistEntries)
    .set({ removedAt: new Date() })
    .where(and(eq(shortlistEntries.id, entryId), isNull(shortlistEntries.removedAt)))
    .returning({ id: shortlistEntries.id });
  return rows.length > 0;
}

export async function hasCompletedCounselling(db: TDb, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: counsellingBookings.id })
    .from(counsellingBookings)
    .where(and(eq(counsellingBookings.studentId, studentId), eq(counsellingBookings.status, 'COMPLETED')))
    .limit(1);
  return Boolean(row);
}

/** The student's current shortlist: status order, then newest first. */
export async function listItems(db: TDb, studentId: number): Promise<TShortlistItem[]> {
  const rows = await db
    .select({ entry: shortlistEntries, course: courses, university: universities })
    .from(shortlistEntries)
    .innerJoin(courses, eq(courses.id, shortlistEntries.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(and(eq(shortlistEntries.studentId, studentId), isNull(shortlistEntries.removedAt)))
    .orderBy(asc(statusRank), desc(shortlistEntries.createdAt), desc(shortlistEntries.id));
  return rows.map(({ entry, course, university }) => ({
    courseId: entry.courseId,
    status: entry.status as TShortlistItem['status'],
    course: toCourse(course, university),
  }));
}
