/** What the catalogue calls accept (§4, §7): bodies, query strings and path parameters, checked by the server. */
import { z } from 'zod';
import { ZCourseSearchText } from './catalogue.ts';
import { COUNTRIES, FIELDS_OF_STUDY, STUDY_LEVELS } from './constants.ts';
import { makePositiveId } from './ids.ts';
import { ZPageQuery } from './pagination.ts';

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of: ${values.join(', ')}`;
const atMost = (name: string, values: readonly string[]) =>
  `${name} may list at most ${values.length} values`;

/** The filter of §4/§7 with messages that name the allowed values, so a bad value is a clear 400. */
const ZFieldOfStudyValue = z.enum(FIELDS_OF_STUDY, { error: oneOf('course_category', FIELDS_OF_STUDY) });
const ZCountryValue = z.enum(COUNTRIES, { error: oneOf('country', COUNTRIES) });
const ZStudyLevelOrNone = z.union([z.enum(STUDY_LEVELS), z.literal('')], {
  error: `${oneOf('studyLevel', STUDY_LEVELS)}, or empty for none`,
});

/**
 * POST /api/course/filter body (§7): an empty list or '' places no restriction on that field.
 * Unknown keys are rejected (400) so a misspelt filter never silently matches everything.
 */
export const ZCourseFilterBody = z.strictObject({
  course_category: z
    .array(ZFieldOfStudyValue, { error: 'course_category must be a list' })
    .max(FIELDS_OF_STUDY.length, atMost('course_category', FIELDS_OF_STUDY))
    .default([]),
  country: z
    .array(ZCountryValue, { error: 'country must be a list' })
    .max(COUNTRIES.length, atMost('country', COUNTRIES))
    .default([]),
  studyLevel: ZStudyLevelOrNone.default(''),
});
export type TCourseFilterBody = z.input<typeof ZCourseFilterBody>;
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

/** GET /api/course/university/{id}. */
export const ZCourseIdParams = z.object({ id: positiveId('id') });

/** GET /api/course/journey: journeyId is the student's enrollment id (the client's shared journeyId). */
export const ZJourneyQuery = z.object({ journeyId: positiveId('journeyId') });
