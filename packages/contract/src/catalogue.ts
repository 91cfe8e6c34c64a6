import { z } from 'zod';
import { COUNTRIES, FIELDS_OF_STUDY, STUDY_LEVELS } from './constants.ts';
import { ZCourse } from './courses.ts';
import { ZCountry, ZFieldOfStudy, ZStudyLevel } from './enums.ts';
import { makePositiveId } from './ids.ts';
import { makePageSchema, ZPageQuery } from './pagination.ts';

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;

/** The filter of §4/§7 with messages that name the allowed values, so a bad value is a clear 400. */
const ZCategoryValue = z.enum(FIELDS_OF_STUDY, { error: oneOf('course_category', FIELDS_OF_STUDY) });
const ZCountryValue = z.enum(COUNTRIES, { error: oneOf('country', COUNTRIES) });
const ZStudyLevelOrNone = z.union([z.enum(STUDY_LEVELS), z.literal('')], {
  error: `${oneOf('studyLevel', STUDY_LEVELS)}, or empty for none`,
});

/**
 * POST /api/course/filter body (§7): an empty list or '' places no restriction on that field.
 * Unknown keys are rejected (400) so a misspelt filter never silently matches everything.
 */
export const ZCourseFilterBody = z.strictObject({
  course_category: z.array(ZCategoryValue, { error: 'course_category must be a list' }).default([]),
  country: z.array(ZCountryValue, { error: 'country must be a list' }).default([]),
  studyLevel: ZStudyLevelOrNone.default(''),
});
export type TCourseFilterBody = z.input<typeof ZCourseFilterBody>;
/** The filter after parsing (defaults applied); also what a journey answers as the student's preferences. */
export const ZCourseFilter = z.object({
  course_category: z.array(ZFieldOfStudy),
  country: z.array(ZCountry),
  studyLevel: z.union([ZStudyLevel, z.literal('')]),
});
export type TCourseFilter = z.infer<typeof ZCourseFilter>;

export const SEARCH_TEXT_MIN_LENGTH = 3;
// The search uses a trigram index, which needs three letters or digits in a row: a shorter text or
// one of punctuation only ('%%%', 'c++') would make the server test every course (60-100 ms).
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * Optional text search of the empty-state Search box: a case-insensitive part of a course or university
 * name. Trimmed; empty means no search; otherwise at least 3 characters including 3 letters or digits in a row.
 */
export const ZCourseSearchText = z
  .string()
  .trim()
  .max(100, 'q must be at most 100 characters')
  .refine(
    (text) => text === '' || text.length >= SEARCH_TEXT_MIN_LENGTH,
    `Search text must be at least ${SEARCH_TEXT_MIN_LENGTH} characters.`,
  )
  .refine(
    (text) => text.length < SEARCH_TEXT_MIN_LENGTH || HAS_TRIGRAM.test(text),
    'Search text must contain at least 3 letters or digits in a row.',
  )
  .transform((text) => text || undefined)
  .optional();

const positiveId = makePositiveId;

/** GET /api/course/student query (§7). */
export const ZCourseStudentQuery = ZPageQuery.extend({
  studentId: positiveId('studentId'),
  q: ZCourseSearchText,
});
export type TCourseStudentQuery = z.infer<typeof ZCourseStudentQuery>;

/** POST /api/course/filter query (§7: pageNumber and pageSize are optional). */
export const ZCourseFilterQuery = ZPageQuery.extend({ q: ZCourseSearchText });
export type TCourseFilterQuery = z.infer<typeof ZCourseFilterQuery>;

export const ZCoursePage = makePageSchema(ZCourse);
export type TCoursePage = z.infer<typeof ZCoursePage>;

/** GET /api/course/university/{id}. */
export const ZCourseIdParams = z.object({ id: positiveId('id') });

/** GET /api/course/journey: journeyId is the student's enrollment id (the client's shared journeyId). */
export const ZJourneyQuery = z.object({ journeyId: positiveId('journeyId') });
export const ZJourneyResponse = z.object({
  journeyId: z.number().int(),
  matchedCourseCount: z.number().int(),
  /** The onboarding preferences the count was made with, in the filter's shape (to pre-fill the filter bar). */
  filter: ZCourseFilter,
});
export type TJourneyResponse = z.infer<typeof ZJourneyResponse>;

/** GET /intake-details/all item (§3 Enrollment: intake id). */
export const ZIntake = z.object({
  id: z.number().int(),
  name: z.string(),
  /** First day of the intake, YYYY-MM-DD. */
  startDate: z.string(),
});
export type TIntake = z.infer<typeof ZIntake>;
export const ZIntakeList = z.array(ZIntake);
