import {
  APPLICATION_NEXT_ACTIONS,
  type TApplicationStatus,
  type TStaffApplicationCard,
  type TStaffApplicationFilters,
} from '@portal/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client.ts';
import { applications } from '../applications/applications-tables.ts';
import { courses, universities } from '../courses/courses-tables.ts';
import { users } from '../students/students-tables.ts';
import {
  postOfferDueOnOf,
  postOfferDueWhere,
  postOfferStageOf,
  postOfferStageWhere,
} from './post-offer-board-read-model.ts';

/**
 * Reads of the applications board (GET /api/staff/applications) and its CSV export: applications
 * with their student, course, university and the student's counsellor, the longest-unchanged first.
 */
const counsellor = alias(users, 'counsellor');

/** The board's filters and the day its due-date views count from (India time, from the app's clock). */
export type TBoardFilters = TStaffApplicationFilters & { today: string };

function boardWhere(filters: TBoardFilters): SQL | undefined {
  return and(
    filters.stage ? postOfferStageWhere(filters.stage) : undefined,
    filters.due ? postOfferDueWhere(filters.due, filters.today) : undefined,
    filters.status ? eq(applications.status, filters.status) : undefined,
    filters.counsellorId === undefined ? undefined : eq(users.assignedCounsellorId, filters.counsellorId),
    filters.country ? eq(courses.country, filters.country) : undefined,
    filters.intake ? eq(courses.intake, filters.intake) : undefined,
  );
}

/** The count joins the student and the course only when a filter is on them (a column is an index range). */
export async function countBoardApplications(db: TDb, filters: TBoardFilters): Promise<number> {
  let query = db.select({ total: count() }).from(applications).$dynamic();
  if (filters.counsellorId !== undefined)
    query = query.innerJoin(users, eq(users.id, applications.studentId));
  if (filters.country || filters.intake)
    query = query.innerJoin(courses, eq(courses.id, applications.courseId));
  const [row] = await query.where(boardWhere(filters));
  return Number(row?.total ?? 0);
}

export type TBoardRow = TStaffApplicationCard & {
  mobileNumber: string;
  createdAt: string;
  /** updated_at as the database prints it (microseconds kept): where the next batch of an export starts. */
  cursor: { updatedAt: string; id: number };
};

/**
 * Cards in board order: a page (`offset`) or, for the export, the batch after `after` (keyset, so a
 * long export never re-reads what it has sent).
 */
export async function findBoardRows(
  db: TDb,
  filters: TBoardFilters,
  window: { limit: number; offset?: number; after?: TBoardRow['cursor'] },
): Promise<TBoardRow[]> {
  const after = window.after
    ? sql`(${applications.updatedAt}, ${applications.id}) > (${window.after.updatedAt}::timestamptz, ${window.after.id})`
    : undefined;
  const rows = await db
    .select({
      application: applications,
      cursorUpdatedAt: sql<string>`${applications.updatedAt}::text`,
      studentName: users.name,
      referenceId: users.referenceId,
      mobileNumber: users.mobileNumber,
      counsellorId: users.assignedCounsellorId,
      counsellorName: counsellor.name,
      courseName: courses.name,
      country: courses.country,
      intake: courses.intake,
      universityName: universities.name,
      postOfferStage: postOfferStageOf,
      postOfferDueOn: postOfferDueOnOf,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.studentId))
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .leftJoin(counsellor, eq(counsellor.id, users.assignedCounsellorId))
    .where(and(boardWhere(filters), after))
    .orderBy(asc(applications.updatedAt), asc(applications.id))
    .limit(window.limit)
    .offset(window.offset ?? 0);
  return rows.map(({ application, cursorUpdatedAt, counsellorId, counsellorName, ...rest }) => {
    const status = application.status as TApplicationStatus;
    return {
      ...rest,
      studentId: application.studentId,
      applicationId: application.id,
      courseId: application.courseId,
      status,
      counsellor: counsellorId === null ? null : { id: counsellorId, name: counsellorName ?? '' },
      nextAction: APPLICATION_NEXT_ACTIONS[status] ?? '',
      updatedAt: application.updatedAt.toISOString(),
      createdAt: application.createdAt.toISOString(),
      cursor: { updatedAt: cursorUpdatedAt, id: application.id },
    };
  });
}
