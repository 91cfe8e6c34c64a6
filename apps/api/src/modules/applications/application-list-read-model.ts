import { LIMITS, type TApplicationListItem, type TStaffWithdrawalLimit } from '@portal/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { courses, universities } from '../courses/courses-tables.ts';
import { toApplicationView } from './application-repository.ts';
import { applications, extraApplicationGrants } from './applications-tables.ts';
import { isUnused } from './extra-application-repository.ts';

/**
 * A read model: applications shown with their course's and university's names (tables of the
 * courses module, joined in the same statement). It never writes.
 */

/** A student's applications with course and university, newest first (the Applied Courses page). */
export async function listApplicationsOf(db: TDb, studentId: number): Promise<TApplicationListItem[]> {
  const rows = await db
    .select({ application: applications, course: courses, university: universities })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .where(eq(applications.studentId, studentId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(({ application, course, university }) => ({
    ...toApplicationView(application),
    createdAt: application.createdAt.toISOString(),
    course: { id: course.id, name: course.name, country: course.country, campus: course.campus },
    university: { name: university.name, iconUrl: university.iconUrl },
  }));
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
