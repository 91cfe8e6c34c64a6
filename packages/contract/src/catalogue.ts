/**
 * The catalogue as the API answers it, and the search text rule both sides apply. What the server checks
 * on the way in (filter bodies, query strings) is in catalogue-requests.ts.
 */
import { z } from 'zod';
import { ZCourse } from './courses.ts';
import { ZCountry, ZFieldOfStudy, ZStudyLevel } from './enums.ts';
import { makePageSchema } from './pagination.ts';

/** The filter after parsing (defaults applied); also what a journey answers as the student's preferences. */
export const ZCourseFilter = z.object({
  course_category: z.array(ZFieldOfStudy),
  country: z.array(ZCountry),
  studyLevel: z.union([ZStudyLevel, z.literal('')]),
});
export type TCourseFilter = z.infer<typeof ZCourseFilter>;

export const SEARCH_TEXT_MIN_LENGTH = 3;
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** What a search text is told when refused (the API's 400 and every search box of the web say the same). */
export const COURSE_SEARCH_MESSAGES = {
  tooShort: `Search text must be at least ${SEARCH_TEXT_MIN_LENGTH} characters.`,
  noLettersOrDigits: 'Search text must contain at least 3 letters or digits in a row.',
  tooLong: `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`,
} as const;
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
  .max(SEARCH_TEXT_MAX_LENGTH, COURSE_SEARCH_MESSAGES.tooLong)
  .refine((text) => text === '' || text.length >= SEARCH_TEXT_MIN_LENGTH, COURSE_SEARCH_MESSAGES.tooShort)
  .refine(
    (text) => text.length < SEARCH_TEXT_MIN_LENGTH || HAS_TRIGRAM.test(text),
    COURSE_SEARCH_MESSAGES.noLettersOrDigits,
  )
  .transform((text) => text || undefined)
  .optional();

export const ZCoursePage = makePageSchema(ZCourse);
export type TCoursePage = z.infer<typeof ZCoursePage>;

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
