import type {
  TCountry,
  TCourseFilterBody,
  TFieldOfStudy,
  TOnboardingStoredDetails,
  TStudyLevel,
} from '@portal/contract';

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

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * The registration answers the student's listing is narrowed to (GET /api/course/student: country,
 * field of study and study level; apps/api/docs/catalogue.md), as filter lists; an unanswered one is empty.
 */
export function toPreferenceFilter(
  details: Pick<TOnboardingStoredDetails, 'country' | 'fieldOfStudy' | 'studyLevel'>,
): TCourseFilterLists {
  return {
    studyLevels: details.studyLevel ? [details.studyLevel] : [],
    courses: unique(details.fieldOfStudy),
    countries: unique(details.country),
  };
}

/** Which filter lists a value belongs to. */
export type TFilterListName = keyof TCourseFilterLists;

/** The filter without one value (a removed chip). */
export function withoutValue(
  filter: TCourseFilterLists,
  list: TFilterListName,
  value: string,
): TCourseFilterLists {
  return { ...filter, [list]: filter[list].filter((item) => item !== value) };
}
