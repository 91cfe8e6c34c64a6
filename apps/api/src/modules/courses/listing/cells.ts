import type { TCatalogueFilter } from './filter.ts';

/** One (level, field of study, country) group of courses and how many courses it holds. */
export type TCell = { level: string; fieldOfStudy: string; country: string; count: number };

/** The rows `skip` … `skip + take - 1` of one cell, in id order: a part of a page. */
export type TSegment = { cell: TCell; skip: number; take: number };

export function cellMatches(cell: TCell, filter: TCatalogueFilter): boolean {
  return (
    (filter.levels.length === 0 || filter.levels.includes(cell.level)) &&
    (filter.fieldsOfStudy.length === 0 || filter.fieldsOfStudy.includes(cell.fieldOfStudy)) &&
    (filter.countries.length === 0 || filter.countries.includes(cell.country))
  );
}

export const sumCounts = (cells: readonly TCell[]) => cells.reduce((total, cell) => total + cell.count, 0);

/**
 * How many rows of the filtered listing lie before cell `key` ([level, field of study, country]): what
 * a walk of the listing index passes before reaching it. Every matching row when the key is in no cell.
 */
export function rowsBefore(cells: readonly TCell[], key: readonly string[]): number {
  let before = 0;
  for (const cell of cells) {
    if (cell.level === key[0] && cell.fieldOfStudy === key[1] && cell.country === key[2]) return before;
    before += cell.count;
  }
  return before;
}
