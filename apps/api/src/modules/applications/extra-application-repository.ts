import { LIMITS, type TStaffWithdrawalLimit } from '@portal/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { applications, courses, extraApplicationGrants, universities } from '../../db/schema/index.ts';

/**
 * The grants of one more application beyond the opt-out cap (docs/decisions/0017-opt-out-cap.md). A grant is
 * unused until an application takes it (used_by_application_id); at most one per student and course is unused
 * (a partial unique index), and every application made beyond the cap takes one.
 */

export type TGrantRow = typeof extraApplicationGrants.$inferSelect;

const isUnused = isNull(extraApplicationGrants.usedByApplicationId);
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

/** The course's name and its university's, for the audit entry; undefined for an unknown course. */
export async function findCourseNames(
  db: TDb,
  courseId: number,
): Promise<{ courseName: string; universityName: string } | undefined> {
  const [row] = await db
    .select({ courseName: courses.name, universityName: universities.name })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(eq(courses.id, courseId));
  return row;
}

/**
 * The courses the student opted out of LIMITS.withdrawalsPerCourseMax times or more, by course id,
 * each with its grants and whether applying is refused now: no live application and no unused grant.
 */
export async function listWithdrawalLimits(db: TDb, studentId: number): Promise<TStaffWithdrawalLimit[]> {
  const optOuts = sql<number>`count(*) filter (where ${applications.status} = 'WITHDRAWN')`.mapWith(Number);
  const live = sql<number>`count(*) filter (where ${applications.status} <> 'WITHDRAWN')`.mapWith(Number);
  const capped = await db
    .select({
      courseId: applications.courseId,
      courseName: courses.name,
      universityName: universities.name,
      optOuts,
      live,
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(eq(applications.studentId, studentId))
    .groupBy(applications.courseId, courses.name, universities.name)
    .having(sql`${optOuts} >= ${LIMITS.withdrawalsPerCourseMax}`)
    .orderBy(asc(applications.courseId));
  if (capped.length === 0) return [];

  const grants = await db
    .select({
      courseId: extraApplicationGrants.courseId,
      total: count(),
      unused: sql<number>`count(*) filter (where ${isUnused})`.mapWith(Number),
    })
    .from(extraApplicationGrants)
    .where(eq(extraApplicationGrants.studentId, studentId))
    .groupBy(extraApplicationGrants.courseId);
  const grantsOf = new Map(grants.map((row) => [row.courseId, row]));
  return capped.map((row) => {
    const granted = grantsOf.get(row.courseId);
    const hasUnusedExtraApplication = (granted?.unused ?? 0) > 0;
    return {
      courseId: row.courseId,
      courseName: row.courseName,
      universityName: row.universityName,
      optOuts: row.optOuts,
      extraApplicationsAllowed: Number(granted?.total ?? 0),
      hasUnusedExtraApplication,
      isAtLimit: row.live === 0 && !hasUnusedExtraApplication,
    };
  });
}
