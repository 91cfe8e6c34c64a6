/**
 * What a listing is restricted to: an empty list places no restriction on that column.
 * catalogue-filter.ts builds it from a request; the listing engine reads nothing else.
 */
export type TCatalogueFilter = {
  levels: readonly string[];
  fieldsOfStudy: readonly string[];
  countries: readonly string[];
  /** Lower-cased text searched in course + university names; undefined for none. */
  search?: string | undefined;
};
