import {
  COUNTRIES,
  FIELDS_OF_STUDY,
  STUDY_LEVELS,
  type TCountry,
  type TCourseFilter,
  type TFieldOfStudy,
} from '@portal/contract';

/** What a listing is restricted to: an empty list places no restriction on that column. */
export type TCatalogueFilter = {
  levels: readonly string[];
  categories: readonly string[];
  countries: readonly string[];
  /** Lower-cased text searched in course + university names; undefined for none. */
  search?: string | undefined;
};

/** One (level, category, country) group of courses and how many courses it holds. */
export type TCell = { level: string; category: string; country: string; count: number };

const unique = <T>(values: readonly T[]) => [...new Set(values)];

export function fromFilterBody(body: TCourseFilter, search?: string): TCatalogueFilter {
  return {
    levels: body.studyLevel ? [body.studyLevel] : [],
    categories: unique(body.course_category),
    countries: unique(body.country),
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

export function cellMatches(cell: TCell, filter: TCatalogueFilter): boolean {
  return (
    (filter.levels.length === 0 || filter.levels.includes(cell.level)) &&
    (filter.categories.length === 0 || filter.categories.includes(cell.category)) &&
    (filter.countries.length === 0 || filter.countries.includes(cell.country))
  );
}

/**
 * Where row `offset` of the filtered listing lies: the listing runs through the matching cells in
 * index order, so the page starts `skip` rows into the first cell whose running total passes `offset`.
 */
export function locateOffset(cells: readonly TCell[], offset: number): { cell: TCell; skip: number } | null {
  let before = 0;
  for (const cell of cells) {
    if (offset < before + cell.count) return { cell, skip: offset - before };
    before += cell.count;
  }
  return null;
}

export const sumCounts = (cells: readonly TCell[]) => cells.reduce((total, cell) => total + cell.count, 0);
