import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellMatches, type TCell } from '../../src/modules/courses/listing/cells.ts';
import { readCellCounts } from '../../src/modules/courses/listing/cells-sql.ts';
import type { TCatalogueFilter } from '../../src/modules/courses/listing/filter.ts';
import { pageSegments } from '../../src/modules/courses/listing/filter-plan.ts';
import { segmentPageQuery } from '../../src/modules/courses/listing/filter-sql.ts';
import { cellMatchesQuery } from '../../src/modules/courses/listing/search-cells-sql.ts';
import { SEARCH_CAP } from '../../src/modules/courses/listing/search-plan.ts';
import { probePageQuery } from '../../src/modules/courses/listing/search-sql.ts';
import { growCatalogue } from '../../src/seed/large-catalogue.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

/**
 * The listing queries must be index-driven (bench/filter-bench.ts measures them at 100,000 courses).
 * The catalogue is grown to a few thousand courses and analysed so the planner's choice is the real one.
 */
let t: TTestApp;
let cells: TCell[];
beforeAll(async () => {
  t = await createTestApp();
  await growCatalogue(t.database, 5000);
  cells = await readCellCounts(t.app.db);
});
afterAll(async () => {
  await t.close();
});

type TPlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: TPlanNode[];
};
const flatten = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

async function planOf(query: { sql: string; params: unknown[] }) {
  const { rows } = await t.database.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
  const plan = rows[0]?.['QUERY PLAN'] as [{ Plan: TPlanNode }];
  const nodes = flatten(plan[0].Plan);
  return {
    indexes: nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
    seqScans: nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
  };
}

const filterOf = (filter: Partial<TCatalogueFilter>): TCatalogueFilter => ({
  levels: [],
  fieldsOfStudy: [],
  countries: [],
  ...filter,
});

describe('query plans of the course listing', () => {
  it.each([
    ['no filter', {}, 1],
    ['a level', { levels: ['Undergraduate'] }, 1],
    [
      'level + fields of study + countries',
      { levels: ['Postgraduate'], fieldsOfStudy: ['Law', 'Economics'], countries: ['UK', 'Canada'] },
      1,
    ],
    ['countries only, deep page', { countries: ['UK', 'Germany'] }, 60],
    ['fields of study only', { fieldsOfStudy: ['Engineering'] }, 3],
  ] as const)('reads a filtered page (%s) through the listing index', async (_name, partial, pageNumber) => {
    const filter = filterOf(partial);
    const segments = pageSegments(
      cells.filter((cell) => cellMatches(cell, filter)),
      (pageNumber - 1) * 10,
      10,
    );
    if (!segments.length) throw new Error('page past the end');
    const plan = await planOf(segmentPageQuery(t.app.db, filter, segments).toSQL());
    expect(plan.indexes).toContain('courses_level_category_country_id_idx');
    expect(plan.seqScans).not.toContain('courses');
  });

  it('probes a selective text search through the trigram index', async () => {
    for (const filter of [
      filterOf({ search: 'manchester' }),
      filterOf({ search: 'nursing', countries: ['UK'] }),
    ]) {
      const plan = await planOf(probePageQuery(t.app.db, filter, 0, 10, SEARCH_CAP).toSQL());
      expect(plan.indexes).toContain('courses_search_text_trgm_idx');
      expect(plan.indexes).not.toContain('courses_level_category_country_id_idx');
      expect(plan.seqScans).not.toContain('courses');
    }
  });

  it("walks a cell's range of the search's listing index for a text search", async () => {
    for (const [cell, search] of [
      [cells[0], 'uni'],
      [cells.find((candidate) => candidate.level === 'Foundation'), 'university'],
      [cells.find((candidate) => candidate.level === 'Undergraduate'), 'bsc'],
      [cells[cells.length - 1], 'manchester'],
    ] as const) {
      if (!cell) throw new Error('no such cell');
      const plan = await planOf(cellMatchesQuery(t.app.db, cell, search, 1001).toSQL());
      expect(plan.indexes).toEqual(['courses_listing_search_idx']);
      expect(plan.indexes).not.toContain('courses_search_text_trgm_idx');
      expect(plan.seqScans).not.toContain('courses');
    }
  });
});
