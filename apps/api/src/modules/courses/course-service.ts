import {
  type TCourse,
  type TCourseFilter,
  type TCoursePage,
  type TIntake,
  type TJourneyResponse,
  type TPageQuery,
  toIsoDate,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { assertSelfOrStaff, isStaff, type TSessionUser } from '../../lib/session-user.ts';
import {
  cellMatches,
  fromFilterBody,
  pageSegments,
  sumCounts,
  type TCatalogueFilter,
  toPreferenceFilter,
} from './catalogue-filter.ts';
import { currentCells } from './cell-counts.ts';
import {
  findCourseById,
  findEnrollmentOwner,
  findPreferences,
  listIntakesFrom,
} from './course-repository.ts';
import { searchPage } from './course-search.ts';
import { findSegmentPage } from './listing-page.ts';

/**
 * One page of a listing, 1-based, in the stable listing order (level, category, country, id). A text
 * search's total is capped (course-search.ts); every other total is exact, summed from the cells.
 */
export async function listPage(db: TDb, filter: TCatalogueFilter, page: TPageQuery): Promise<TCoursePage> {
  const { pageNumber, pageSize } = page;
  const offset = (pageNumber - 1) * pageSize;
  let content: TCourse[] = [];
  let total: number;
  if (filter.search) {
    ({ content, total } = await searchPage(db, filter, offset, pageSize));
  } else {
    const cells = (await currentCells(db)).filter((cell) => cellMatches(cell, filter));
    total = sumCounts(cells);
    content = await findSegmentPage(db, filter, pageSegments(cells, offset, pageSize));
  }
  return {
    content,
    page: pageNumber,
    size: pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** The student's own preferences (onboarding answers) as a listing filter. */
async function preferencesOf(db: TDb, studentId: number): Promise<TCourseFilter> {
  return toPreferenceFilter(await findPreferences(db, studentId));
}

/**
 * GET /api/course/student: the courses matching the student's onboarding preferences (all courses
 * while none are given): the same set the journey count reports. Only the student itself or staff.
 * The listing is the filter's listing (listPage), so it is answered, and kept, by filter, not by student.
 */
export async function studentListingFilter(
  db: TDb,
  user: TSessionUser,
  query: { studentId: number; q?: string | undefined },
): Promise<TCatalogueFilter> {
  assertSelfOrStaff(user, query.studentId);
  return fromFilterBody(await preferencesOf(db, query.studentId), query.q);
}

export async function getCourse(db: TDb, id: number): Promise<TCourse> {
  const course = await findCourseById(db, id);
  if (!course) throw notFound('Course not found');
  return course;
}

/** GET /api/course/journey: journeyId is an enrollment id; it must be the caller's (or staff). */
export async function countJourneyMatches(
  db: TDb,
  user: TSessionUser,
  journeyId: number,
): Promise<TJourneyResponse> {
  const studentId = await findEnrollmentOwner(db, journeyId);
  // A student learns nothing about ids that are not theirs, not even whether they exist.
  if (studentId === undefined && !isStaff(user)) throw forbidden();
  if (studentId === undefined) throw notFound('Journey not found');
  assertSelfOrStaff(user, studentId);
  const filter = await preferencesOf(db, studentId);
  const cells = (await currentCells(db)).filter((cell) => cellMatches(cell, fromFilterBody(filter)));
  return { journeyId, matchedCourseCount: sumCounts(cells), filter };
}

/** The day whose upcoming intakes are listed: the app clock's date (the answer changes with it). */
export const intakeDayOf = (now: Date) => toIsoDate(now);

/** Intakes that have not started yet on `day` (intakeDayOf), soonest first. */
export function listUpcomingIntakes(db: TDb, day: string): Promise<TIntake[]> {
  return listIntakesFrom(db, day);
}
