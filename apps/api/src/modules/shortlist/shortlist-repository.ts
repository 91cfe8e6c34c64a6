import type { TShortlistEntry } from '@portal/contract';
import { and, isNotNull, notExists, notInArray, type SQL, sql } from 'drizzle-orm';
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

/** What a fast add is allowed by: conditions and the enrollment, as parts of its one statement. */
export type TAddGuards = {
  courseExists: SQL<boolean>;
  enrollmentId: SQL<number | null>;
  enrollmentRequired: boolean;
};

type TReturnedEntry = {
  id: number;
  student_id: number;
  course_id: number;
  enrollment_id: number | null;
  status: string;
  created_by: number;
  created_by_role: string;
  created_at: string | Date;
};

/**
 * addEntry in one round trip for the common case: the course exists, the enrollment is the student's (or
 * the latest when none is asked for) and the course is not on the list now. One statement checks the
 * guards, inserts or revives (with addEntry's rules) and returns the entry; undefined when it added
 * nothing, and the caller then finds out why (404, 403) or answers the entry already on the list.
 */
export async function addEntryAtOnce(
  db: TDb,
  entry: Omit<TNewEntry, 'enrollmentId' | 'statusReason'>,
  guards: TAddGuards,
): Promise<TShortlistEntry | undefined> {
  const { studentId, courseId, status, createdBy, createdByRole } = entry;
  const e = shortlistEntries;
  const result = await db.execute(sql`
    insert into ${e} (student_id, course_id, enrollment_id, status, created_by, created_by_role)
    select ${studentId}::int, ${courseId}::int, chosen.id, ${status}, ${createdBy}::int, ${createdByRole}
    from (select ${guards.enrollmentId} as id) chosen
    where ${guards.courseExists} and ${guards.enrollmentRequired ? sql`chosen.id is not null` : sql`true`}
    on conflict (student_id, course_id) do update set
      enrollment_id = excluded.enrollment_id,
      status = case when ${e.status} = 'NOT_ELIGIBLE' and excluded.created_by_role = 'STUDENT'
        then ${e.status} else excluded.status end,
      created_by = excluded.created_by,
      created_by_role = excluded.created_by_role,
      removed_at = null,
      created_at = now()
    where ${e.removedAt} is not null
    returning id, student_id, course_id, enrollment_id, status, created_by, created_by_role, created_at`);
  const [row] = (result as unknown as { rows: TReturnedEntry[] }).rows;
  return (
    row && {
      id: Number(row.id),
      studentId: Number(row.student_id),
      courseId: Number(row.course_id),
      enrollmentId: row.enrollment_id === null ? null : Number(row.enrollment_id),
      status: row.status as TShortlistEntry['status'],
      createdBy: Number(row.created_by),
      createdByRole: row.created_by_role as TShortlistEntry['createdByRole'],
      createdAt: new Date(row.created_at).toISOString(),
    }
  );
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
 * Soft delete of the student's entry for a course, guarded by the removal rules in the same statement
 * (on the list, not APPLIED or EXPERT_CHOICE, counselling not completed): one round trip that checks and
 * removes, so nothing that changed meanwhile is removed after all. False when nothing was removed.
 */
export async function removeEntry(db: TDb, studentId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .update(shortlistEntries)
    .set({ removedAt: new Date() })
    .where(
      and(
        activeEntryOf(studentId, courseId),
        notInArray(shortlistEntries.status, LOCKED_STATUSES),
        notExists(completedSessionsOf(db, studentId)),
      ),
    )
    .returning({ id: shortlistEntries.id });
  return rows.length > 0;
}
