/**
 * The catalogue's listing engine: a filter (filter.ts) in, a page of courses out (listPage). Each
 * kind of page has its planner beside its SQL: filter-plan.ts / filter-sql.ts for a filter without
 * text (placed by the kept cell counts: cells.ts, cell-counts.ts, cells-sql.ts), search-plan.ts /
 * search-sql.ts / search-cells-sql.ts for a text search (the cells' walk through the cells whose words
 * can hold it; count-sql.ts counts up to the cap); where-sql.ts is the WHERE and
 * the order both share. The rest of the courses module enters only through this file.
 */
export { forgetCells } from './cell-counts.ts';
export type { TCatalogueFilter } from './filter.ts';
export { countMatches } from './filter-plan.ts';
export { listPage } from './list-page.ts';
export { SEARCH_CAP } from './search-plan.ts';
export { containsPattern } from './where-sql.ts';
