import type { TCountry, TCourseFilterBody, TFieldOfStudy, TStudyLevel } from '@portal/contract';

/** The three filter lists of §3 (shared state: countries, courses = fields of study, study levels). */
export type TCourseFilterLists = {
  studyLevels: readonly TStudyLevel[];
  courses: readonly TFieldOfStudy[];
  countries: readonly TCountry[];
};

export const EMPTY_FILTER: TCourseFilterLists = { studyLevels: [], courses: [], countries: [] };

/** §4: any chosen value switches the listing from "by student" to the filtered call. */
export const hasAnyFilter = (filter: TCourseFilterLists) =>
  filter.studyLevels.length > 0 || filter.courses.length > 0 || filter.countries.length > 0;

/**
 * POST /api/course/filter body (§7): course_category and country lists, studyLevel a single string
 * ('' when none; Study Level is single-select, so only the first counts). Lists are sorted so the same
 * choice in any order is the same request (and the same cache entry).
 */
export function toFilterBody(filter: TCourseFilterLists): Required<TCourseFilterBody> {
  return {
    course_category: [...filter.courses].sort(),
    country: [...filter.countries].sort(),
    studyLevel: filter.studyLevels[0] ?? '',
  };
}
