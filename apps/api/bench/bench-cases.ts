import type { TCatalogueFilter } from '../src/modules/courses/listing/filter.ts';

/**
 * `over`: why the case is known to exceed its budget; it is reported but does not fail the bench.
 * `at` (filters only) replaces `page`, computed from the cell counts of the catalogue's size: the last
 * page, or the page holding the end of the filter's first cell (it spans two cells).
 */
export type TCase = {
  name: string;
  filter: Partial<TCatalogueFilter>;
  page: number;
  at?: 'last page' | 'cell boundary';
  over?: string;
};

const SEVERAL = {
  levels: ['Postgraduate'],
  fieldsOfStudy: ['Engineering', 'Law', 'Economics'],
  countries: ['UK', 'Canada'],
};

/** Filtered listings (cell counts, one index range per page): budget 5 ms. */
export const FILTER_CASES: TCase[] = [
  { name: 'no filter (student without preferences)', filter: {}, page: 1 },
  { name: 'single level', filter: { levels: ['Undergraduate'] }, page: 1 },
  {
    name: 'level + 3 fields of study + 2 countries',
    filter: SEVERAL,
    page: 1,
  },
  { name: 'countries only', filter: { countries: ['UK', 'Canada'] }, page: 1 },
  {
    name: 'fields of study only',
    filter: { fieldsOfStudy: ['Computer Science & IT', 'Business & Management'] },
    page: 2,
  },
  { name: 'single level, page 500', filter: { levels: ['Undergraduate'] }, page: 500 },
  { name: 'countries only, page 500', filter: { countries: ['UK', 'Canada'] }, page: 500 },
  { name: 'no filter, page 5000', filter: {}, page: 5000 },
  { name: 'level + 3 fields of study + 2 countries, 2 cells', filter: SEVERAL, page: 1, at: 'cell boundary' },
  { name: 'level + 3 fields of study + 2 countries, last', filter: SEVERAL, page: 1, at: 'last page' },
  { name: 'countries only, 2 cells', filter: { countries: ['UK', 'Canada'] }, page: 1, at: 'cell boundary' },
];

/**
 * Text searches (q): budget 20 ms, also at 1,000,000 courses. Dense ones (more matches than the cap:
 * the cells' walk finds the first 1,001) and selective ones, with the share of the 100k catalogue they
 * match; texts whose matches start far into the listing (one level, one field) are walked only in the
 * cells whose words can hold them.
 */
export const SEARCH_CASES: TCase[] = [
  { name: 'q "uni" (93 %)', filter: { search: 'uni' }, page: 1 },
  { name: 'q "uni", last capped page (100)', filter: { search: 'uni' }, page: 100 },
  {
    name: 'q "university" + level (37 %)',
    filter: { search: 'university', levels: ['Postgraduate'] },
    page: 1,
  },
  { name: 'q "management" (8 %)', filter: { search: 'management' }, page: 1 },
  { name: 'q "science" (course-name word, 12 %)', filter: { search: 'science' }, page: 1 },
  { name: 'q "technology" (5 %)', filter: { search: 'technology' }, page: 1 },
  { name: 'q "year" (7 %)', filter: { search: 'year' }, page: 1 },
  { name: 'q "data science" (1 %)', filter: { search: 'data science' }, page: 1 },
  { name: 'q "manchester" + level', filter: { search: 'manchester', levels: ['Postgraduate'] }, page: 1 },
  {
    name: 'q "nursing" + countries, page 3',
    filter: { search: 'nursing', countries: ['UK', 'Australia'] },
    page: 3,
  },
  { name: 'q "eotvos" (accent-free name)', filter: { search: 'eotvos' }, page: 1 },
  { name: 'q "computer", page 50', filter: { search: 'computer' }, page: 50 },
  { name: 'q "law" (3 %, one field only)', filter: { search: 'law' }, page: 1 },
  { name: 'q "science", page 20', filter: { search: 'science' }, page: 20 },
  { name: 'q "science", page 50', filter: { search: 'science' }, page: 50 },
  { name: 'q "psychology" (5 %, one field only)', filter: { search: 'psychology' }, page: 1 },
  { name: 'q "bsc" (23 %, bachelor courses only)', filter: { search: 'bsc' }, page: 1 },
  { name: 'q "bsc", last capped page (100)', filter: { search: 'bsc' }, page: 100 },
];
