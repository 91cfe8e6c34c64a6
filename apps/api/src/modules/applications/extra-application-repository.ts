import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { extraApplicationGrants } from './applications-tables.ts';

/**
 * The grants of one more application beyond the opt-out cap (docs/decisions/0017-opt-out-cap.md). A grant is
 * unused until an application takes it (used_by_application_id); at most one per student and course is unused
 * (a partial unique index), and every application made beyond the cap takes one.
 */

export type TGrantRow = typeof extraApplicationGrants.$inferSelect;

export const isUnused = isNull(extraApplicationGrants.usedByApplicationId);
const ofCourse = (studentId: number, courseId: number) =>
  and(eq(extraApplicationGrants.studentId, studentId), eq(extraApplicationGrants.courseId, courseId));

/** Whether the student holds a grant for the course not used yet. */
export async function hasUnusedGrant(db: TDb, studentId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: extraApplicationGrants.id })
    .from(extraApplicationGrants)
    .where(and(ofCourse(studentId, courseId), isUnused));
  return Boolean(row);
}

/**
 * Marks the student's unused grant for the course used by the application, in one statement: of two
 * transactions racing for one grant, the second waits for the first's row lock, then finds the grant
 * used and updates nothing. Answers whether a grant was taken.
 */
export async function useGrant(
  db: TDb,
  use: { studentId: number; courseId: number; applicationId: number; usedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(extraApplicationGrants)
    .set({ usedByApplicationId: use.applicationId, usedAt: use.usedAt })
    .where(and(ofCourse(use.studentId, use.courseId), isUnused))
    .returning({ id: extraApplicationGrants.id });
  return rows.length > 0;
}

/** A new unused grant; undefined when the student already holds one for the course (unique index). */
export async function insertGrant(
  db: TDb,
  values: { studentId: number; courseId: number; grantedBy: number; reason: string },
): Promise<TGrantRow | undefined> {
  const [row] = await db
    .insert(extraApplicationGrants)
    .values(values)
    .onConflictDoNothing({
      target: [extraApplicationGrants.studentId, extraApplicationGrants.courseId],
      where: sql`${extraApplicationGrants.usedByApplicationId} is null`,
    })
    .returning();
  return row;
}
