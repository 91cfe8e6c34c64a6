import {
  COUNTRIES,
  FIELDS_OF_STUDY,
  STUDY_LEVELS,
  type TCountry,
  type TCourseFilter,
  type TFieldOfStudy,
} from '@portal/contract';
import type { TCatalogueFilter } from './listing/index.ts';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * The listing filter a body and search text mean (the wire's `course_category` is the field of study),
 * normalized (lists deduplicated and sorted, text lower-cased): requests that mean the same listing get
 * equal filters and one key (listingKey in catalogue-pages.ts).
 */
export function fromFilterBody(body: TCourseFilter, search?: string): TCatalogueFilter {
  return {
    levels: body.studyLevel ? [body.studyLevel] : [],
    fieldsOfStudy: unique(body.course_category).sort(),
    countries: unique(body.country).sort(),
    search: search?.toLowerCase(),
  };
}

/**
 * A student's onboarding answers as a filter. Values outside the contract's enums (older data) are
 * dropped rather than matching nothing; an unanswered question places no restriction.
 */
export function toPreferenceFilter(answers: {
  countryInterested: readonly string[];
  desiredFieldOfStudy: readonly string[];
  studyLevel: string | null;
}): TCourseFilter {
  const isIn =
    <T extends string>(values: readonly T[]) =>
    (value: string): value is T =>
      (values as readonly string[]).includes(value);
  const studyLevel = answers.studyLevel ?? '';
  return {
    course_category: unique(answers.desiredFieldOfStudy.filter(isIn<TFieldOfStudy>(FIELDS_OF_STUDY))),
    country: unique(answers.countryInterested.filter(isIn<TCountry>(COUNTRIES))),
    studyLevel: isIn(STUDY_LEVELS)(studyLevel) ? studyLevel : '',
  };
}
