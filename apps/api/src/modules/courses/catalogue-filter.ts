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

/**
 * The filter a body and search text mean, normalized (lists deduplicated and sorted, text lower-cased):
 * requests that mean the same listing get equal filters and one key (listingKey).
 */
export function fromFilterBody(body: TCourseFilter, search?: string): TCatalogueFilter {
  return {
    levels: body.studyLevel ? [body.studyLevel] : [],
    categories: unique(body.course_category).sort(),
    countries: unique(body.country).sort(),
    search: search?.toLowerCase(),
  };
}

/** A page of a listing's key in the page cache: the normalized filter, page number and size. */
export function listingKey(filter: TCatalogueFilter, page: { pageNumber: number; pageSize: number }) {
  const { levels, categories, countries, search } = filter;
  return JSON.stringify([
    'listing',
    levels,
    categories,
    countries,
    search ?? null,
    page.pageNumber,
    page.pageSize,
  ]);
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

/** The rows `skip` … `skip + take - 1` of one cell, in id order: a part of a page. */
export type TSegment = { cell: TCell; skip: number; take: number };

/**
 * The parts of the filtered listing's rows offset … offset + size - 1, cell by cell in listing order:
 * the listing is the matching cells one after another, so a page is a run of whole or partial cells.
 * Empty past the end; shorter than size on the last page.
 */
export function pageSegments(cells: readonly TCell[], offset: number, size: number): TSegment[] {
  const segments: TSegment[] = [];
  let before = 0;
  let wanted = size;
  for (const cell of cells) {
    if (wanted <= 0) break;
    const skip = Math.max(offset - before, 0);
    before += cell.count;
    if (skip >= cell.count) continue;
    const take = Math.min(cell.count - skip, wanted);
    segments.push({ cell, skip, take });
    wanted -= take;
  }
  return segments;
}

export const sumCounts = (cells: readonly TCell[]) => cells.reduce((total, cell) => total + cell.count, 0);

/**
 * How many rows of the filtered listing lie before cell `key` ([level, category, country]): what a walk
 * of the listing index passes before reaching it. Every matching row when the key is in no cell.
 */
export function rowsBefore(cells: readonly TCell[], key: readonly string[]): number {
  let before = 0;
  for (const cell of cells) {
    if (cell.level === key[0] && cell.category === key[1] && cell.country === key[2]) return before;
    before += cell.count;
  }
  return before;
}

/**
 * What a search's probe (course-search.ts) tells when it found more than the cap (total = cap + 1
 * matches): the cell of the first in listing order, and that its scan read `span` of the table's
 * `pages` heap pages to find them.
 */
export type TSample = { total: number; first: string[]; span: number; pages: number };

/**
 * Sorting the trigram matches costs about 1.3 times per match what walking the listing index costs per
 * row (2-4 µs against 1.5-2.5 µs on PGlite and PostgreSQL 15, measured with bench/filter-bench.ts).
 */
const SORT_COST_IN_WALKED_ROWS = 1.3;

/**
 * Whether walking the listing index reads a dense search's page more cheaply than sorting all matches.
 * The walk reads the rows before the first sampled match's cell, then about (offset + size) / density
 * rows (`end` = offset + size). Heap and bitmap scans read pages in order, so `total` matches in `span`
 * of `pages` pages put all matches at about total · pages / span (a probe through an index reads in
 * another order and gives a lower estimate). Only speed depends on this choice, never the result.
 */
export function shouldWalk(cells: readonly TCell[], filter: TCatalogueFilter, sample: TSample, end: number) {
  const listed = cells.filter((cell) => cellMatches(cell, filter));
  const matches = Math.max(sample.total, (sample.total * sample.pages) / Math.max(sample.span, 1));
  const walked = rowsBefore(listed, sample.first) + (end * sumCounts(listed)) / matches;
  return walked <= SORT_COST_IN_WALKED_ROWS * matches;
}
