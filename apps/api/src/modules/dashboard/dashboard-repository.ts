import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { applications, counsellingBookings, courses, shortlistEntries } from '../../db/schema/index.ts';

export type TCounsellingState = {
  /** The upcoming (BOOKED) session; at most one exists per student (partial unique index). */
  booked: { date: string; time: string } | null;
  /** Any session was ever completed (the rule apply and shortlist removal use too). */
  isCompleted: boolean;
};

/**
 * One indexed read: the BOOKED session sorts first, then the newest COMPLETED one. As at most one
 * row is BOOKED, two rows tell both whether a session is booked and whether one was completed.
 */
export async function findCounsellingState(db: TDb, studentId: number): Promise<TCounsellingState> {
  const rows = await db
    .select({
      status: counsellingBookings.status,
      date: counsellingBookings.date,
      time: counsellingBookings.time,
    })
    .from(counsellingBookings)
    .where(
      and(
        eq(counsellingBookings.studentId, studentId),
        inArray(counsellingBookings.status, ['BOOKED', 'COMPLETED']),
      ),
    )
    .orderBy(
      sql`case when ${counsellingBookings.status} = 'BOOKED' then 0 else 1 end`,
      desc(counsellingBookings.createdAt),
      desc(counsellingBookings.id),
    )
    .limit(2);
  const booked = rows.find((row) => row.status === 'BOOKED');
  return {
    booked: booked ? { date: booked.date, time: booked.time } : null,
    isCompleted: rows.some((row) => row.status === 'COMPLETED'),
  };
}

/** Courses on the student's shortlist now (soft-deleted entries excluded), whatever their status. */
export async function countActiveShortlist(db: TDb, studentId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.studentId, studentId), isNull(shortlistEntries.removedAt)));
  return row?.total ?? 0;
}

export type TApplicationsState = {
  count: number;
  /** The most recently created application, with its course name (withdrawn ones never count). */
  latest: { courseName: string; status: string } | null;
};

/**
 * The newest application and, by a window count evaluated before the limit, how many there are.
 * Applications the student opted out of (WITHDRAWN) are neither counted nor the latest.
 */
export async function findApplicationsState(db: TDb, studentId: number): Promise<TApplicationsState> {
  const [row] = await db
    .select({
      courseName: courses.name,
      status: applications.status,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .where(and(eq(applications.studentId, studentId), ne(applications.status, 'WITHDRAWN')))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  if (!row) return { count: 0, latest: null };
  return { count: row.total, latest: { courseName: row.courseName, status: row.status } };
}
