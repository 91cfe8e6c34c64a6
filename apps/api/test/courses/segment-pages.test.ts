import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellMatches, type TCell } from '../../src/modules/courses/listing/cells.ts';
import { readCellCounts } from '../../src/modules/courses/listing/cells-sql.ts';
import type { TCatalogueFilter } from '../../src/modules/courses/listing/filter.ts';
import { pageSegments } from '../../src/modules/courses/listing/filter-plan.ts';
import { MAX_SEGMENTS } from '../../src/modules/courses/listing/filter-sql.ts';
import { forgetCells, listPage } from '../../src/modules/courses/listing/index.ts';
import { LISTING_ORDER, whereOf } from '../../src/modules/courses/listing/where-sql.ts';
import { courses } from '../../src/schema/index.ts';
import { growCatalogue } from '../../src/seed/large-catalogue.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/**
 * A filtered page is read cell by cell (listing/filter-sql.ts); it must hold exactly the rows, in the same
 * order, that the plain query (filter, listing order, OFFSET, LIMIT) gives. About 11 courses per cell
 * here, so pages of 7 and 10 cross cell boundaries, pages of 25 span several cells and pages of 100
 * more than MAX_SEGMENTS (the bounded range). One cell is emptied to leave a hole inside a filter.
 */
let t: TTestApp;
let cells: TCell[];
const EMPTIED = { level: 'Postgraduate', fieldOfStudy: 'Law', country: 'UK' };

beforeAll(async () => {
  t = await createTestApp();
  await growCatalogue(t.database, 4000);
  await t.app.db
    .update(courses)
    .set({ country: 'Germany' })
    .where(
      sql`level = ${EMPTIED.level} AND category = ${EMPTIED.fieldOfStudy} AND country = ${EMPTIED.country}`,
    );
  // The change's notification forgets the cells too, but on PostgreSQL only once it arrives.
  forgetCells(t.app.db);
  cells = await readCellCounts(t.app.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const filterOf = (filter: Partial<TCatalogueFilter>): TCatalogueFilter => ({
  levels: [],
  fieldsOfStudy: [],
  countries: [],
  ...filter,
});

const FILTERS: [string, TCatalogueFilter][] = [
  ['no filter', filterOf({})],
  ['a level', filterOf({ levels: ['Undergraduate'] })],
  [
    'level + 3 fields of study + 2 countries (one cell emptied)',
    filterOf({
      levels: ['Postgraduate'],
      fieldsOfStudy: ['Engineering', 'Law', 'Economics'],
      countries: ['UK', 'Canada'],
    }),
  ],
  ['countries only', filterOf({ countries: ['UK', 'Canada'] })],
  ['fields of study only', filterOf({ fieldsOfStudy: ['Computer Science & IT', 'Business & Management'] })],
  ['one cell', filterOf({ levels: ['Undergraduate'], fieldsOfStudy: ['Economics'], countries: ['Canada'] })],
  [
    'only the emptied cell',
    filterOf({
      levels: [EMPTIED.level],
      fieldsOfStudy: [EMPTIED.fieldOfStudy],
      countries: [EMPTIED.country],
    }),
  ],
];
const SIZES = [1, 7, 10, 25, 100];

/** Pages to check: the first ones, every page holding a cell's first row (up to 12), the end and beyond. */
function pagesOf(matching: readonly TCell[], size: number): number[] {
  const total = matching.reduce((sum, cell) => sum + cell.count, 0);
  const last = Math.max(Math.ceil(total / size), 1);
  const pages = new Set([1, 2, 3, last - 1, last, last + 1, last + 40]);
  let before = 0;
  for (const cell of matching.slice(0, 12)) {
    pages.add(Math.floor(before / size) + 1);
    before += cell.count;
  }
  return [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
}

async function plainPage(filter: TCatalogueFilter, offset: number, size: number) {
  const rows = await t.app.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(...whereOf(filter)))
    .orderBy(...LISTING_ORDER)
    .limit(size)
    .offset(offset);
  return rows.map((row) => row.id);
}

describe('a filtered page read cell by cell', () => {
  it('empties the chosen cell, so filters cross a hole', () => {
    expect(cells.some((cell) => cellMatches(cell, filterOf({ ...FILTERS[6]?.[1] })))).toBe(false);
  });

  it.each(FILTERS)('lists the same rows in the same order as the plain query (%s)', async (_name, filter) => {
    const matching = cells.filter((cell) => cellMatches(cell, filter));
    const [{ count }] = (await t.app.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(courses)
      .where(and(...whereOf(filter)))) as [{ count: number }];
    // Every filter but the emptied cell's fills several pages of 10, so pages skip into cells.
    expect(count > 10).toBe(matching.length > 0);
    for (const size of SIZES) {
      for (const pageNumber of pagesOf(matching, size)) {
        const offset = (pageNumber - 1) * size;
        const page = await listPage(t.app.db, filter, { pageNumber, pageSize: size });
        const where = `size ${size}, page ${pageNumber}`;
        expect(
          page.content.map((course) => course.id),
          where,
        ).toEqual(await plainPage(filter, offset, size));
        expect(page.totalElements, where).toBe(count);
      }
    }
  });

  it('exercises single-cell, multi-cell and bounded-range pages', () => {
    const spans = FILTERS.flatMap(([, filter]) => {
      const matching = cells.filter((cell) => cellMatches(cell, filter));
      return SIZES.flatMap((size) =>
        pagesOf(matching, size).map((page) => pageSegments(matching, (page - 1) * size, size).length),
      );
    });
    expect(spans).toContain(0);
    expect(spans).toContain(1);
    expect(spans.some((span) => span > 1 && span <= MAX_SEGMENTS)).toBe(true);
    expect(spans.some((span) => span > MAX_SEGMENTS)).toBe(true);
  });
});
