import {
  type TCourse,
  type TCourseFilter,
  type TIntake,
  type TJourneyResponse,
  toIsoDate,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { assertSelfOrStaff, isStaff, type TSessionUser } from '../../lib/session-user.ts';
import type { TStudentCache } from '../../lib/student-cache.ts';
import { fromFilterBody, toPreferenceFilter } from './catalogue-filter.ts';
import { findCourseById, listIntakesFrom } from './course-repository.ts';
import { findEnrollmentOwner, findPreferences } from './journey-preferences-read-model.ts';
import { countMatches, type TCatalogueFilter } from './listing/index.ts';

/** The student's own preferences (onboarding answers) as a listing filter. */
async function preferencesOf(db: TDb, studentId: number): Promise<TCourseFilter> {
  return toPreferenceFilter(await findPreferences(db, studentId));
}

/** What a student's preferences weigh in the student cache (a few short strings), roughly. */
const PREFERENCES_BYTES = 400;

/**
 * GET /api/course/student: the courses matching the student's onboarding preferences (all courses
 * while none are given): the same set the journey count reports. Only the student itself or staff.
 * The listing is the filter's listing (listPage), so it is answered, and kept, by filter, not by student.
 * A student's own preferences are kept in the student cache (dropped when the onboarding answers change).
 */
export async function studentListingFilter(
  db: TDb,
  user: TSessionUser,
  query: { studentId: number; q?: string | undefined },
  cache?: TStudentCache,
): Promise<TCatalogueFilter> {
  assertSelfOrStaff(user, query.studentId);
  const preferences =
    cache && !isStaff(user)
      ? await cache.get(user.id, 'preferences', async () => ({
          value: await preferencesOf(db, user.id),
          bytes: PREFERENCES_BYTES,
          keep: true,
        }))
      : await preferencesOf(db, query.studentId);
  return fromFilterBody(preferences, query.q);
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
  return { journeyId, matchedCourseCount: await countMatches(db, fromFilterBody(filter)), filter };
}

/** The day whose upcoming intakes are listed: the app clock's date (the answer changes with it). */
export const intakeDayOf = (now: Date) => toIsoDate(now);

/** Intakes that have not started yet on `day` (intakeDayOf), soonest first. */
export function listUpcomingIntakes(db: TDb, day: string): Promise<TIntake[]> {
  return listIntakesFrom(db, day);
}
