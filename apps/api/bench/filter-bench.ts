/**
 * npm run bench: is a filtered course page (its count included) under 5 ms inside the database at
 * 100,000 courses? Builds the deterministic catalogue in a throwaway in-memory PGlite, runs ANALYZE,
 * then EXPLAIN ANALYZEs the exact queries the listing engine (src/modules/courses/listing) sends for a
 * set of filters and fails (exit 1) when a case's median execution time is over budget or a plan
 * scans courses sequentially.
 * Text searches (q, bench-cases.ts) have their own budget (20 ms, also at 1,000,000 courses): a probe
 * finds up to SEARCH_CAP + 1 matches (each rechecked in the heap) and a dense search then walks, in
 * listing order, only the cells whose words can hold its text (course_cell_words), each until the page's
 * last match; the probe may scan sequentially, since its LIMIT stops that early. Env:
 * BENCH_COURSES, BENCH_RUNS, and BENCH_DATABASE_URL to measure a throwaway PostgreSQL database instead
 * (it is migrated and grown); BENCH_DATA_DIR keeps PGlite in that folder (a million courses do not fit in
 * memory); BENCH_FILTERS_ONLY=1 skips the text searches, BENCH_SEARCH_ONLY=1 the filters; BENCH_JSON=1 adds a `json {…}` line per case
 * (what `npm run bench:http -- --million` reads).
 *
 * EXPLAIN runs with TIMING OFF: per-node clock reads are so costly in WebAssembly that they inflate
 * the total 2-3×; the reported Execution Time is still the executor's own wall time for the query.
 */
import { openPglite, openPostgres, type TDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { cellMatches, sumCounts, type TCell } from '../src/modules/courses/listing/cells.ts';
import { readCellCounts, selectCellCounts } from '../src/modules/courses/listing/cells-sql.ts';
import { matchCountQuery } from '../src/modules/courses/listing/count-sql.ts';
import type { TCatalogueFilter } from '../src/modules/courses/listing/filter.ts';
import { pageSegments } from '../src/modules/courses/listing/filter-plan.ts';
import { segmentPageQuery } from '../src/modules/courses/listing/filter-sql.ts';
import { listPage } from '../src/modules/courses/listing/index.ts';
import { candidateCellsQuery, cellMatchesQuery } from '../src/modules/courses/listing/search-cells-sql.ts';
import { SEARCH_CAP, WALK_BUDGET_ROWS } from '../src/modules/courses/listing/search-plan.ts';
import { coursesWithIdsQuery, probePageQuery } from '../src/modules/courses/listing/search-sql.ts';
import { growCatalogue } from '../src/seed/large-catalogue.ts';
import { FILTER_CASES, SEARCH_CASES } from './bench-cases.ts';

const COURSES = Number(process.env.BENCH_COURSES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_MS = 5;
// The goal at 1,000,000 courses, on both databases (noisy on two shared cores).
const SEARCH_BUDGET_MS = 20;
const PAGE_SIZE = 10;

type TPlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: TPlanNode[];
};
type TExplained = { 'Execution Time': number; 'Planning Time': number; Plan: TPlanNode };
/** `samples`: the execution time of each counted run, in run order (runs of several queries add up). */
type TMeasure = { ms: number; planningMs: number; nodes: string[]; samples: number[] };
const NOTHING: TMeasure = { ms: 0, planningMs: 0, nodes: [], samples: [] };

/** Several queries one request sends one after another: their times add up, run by run. */
const sumOf = (parts: TMeasure[]): TMeasure => ({
  ms: parts.reduce((total, part) => total + part.ms, 0),
  planningMs: parts.reduce((total, part) => total + part.planningMs, 0),
  nodes: [...new Set(parts.flatMap((part) => part.nodes))],
  samples: Array.from({ length: RUNS }, (_, run) =>
    parts.reduce((total, part) => total + (part.samples[run] ?? 0), 0),
  ),
});

function nodesOf(node: TPlanNode): string[] {
  const own =
    node['Index Name'] ?? (node['Node Type'] === 'Seq Scan' ? `Seq Scan ${node['Relation Name']}` : null);
  return [...(own ? [own] : []), ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function explain(database: TDatabase, query: { sql: string; params: unknown[] }): Promise<TMeasure> {
  const runs: { ms: number; planningMs: number; plan: TPlanNode }[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const { rows } = await database.query(
      `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ${query.sql}`,
      query.params,
    );
    const result = (rows[0]?.['QUERY PLAN'] as TExplained[] | undefined)?.[0];
    if (!result) throw new Error('EXPLAIN returned no plan');
    // The first two runs warm the buffer cache and are not counted.
    if (i >= 2)
      runs.push({ ms: result['Execution Time'], planningMs: result['Planning Time'], plan: result.Plan });
  }
  const samples = runs.map((run) => run.ms);
  runs.sort((a, b) => a.ms - b.ms);
  const median = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
  return {
    ms: median.ms,
    planningMs: median.planningMs,
    nodes: [...new Set(nodesOf(median.plan))],
    samples,
  };
}

/** The page number a case's `at` means at this catalogue's size. */
function pageAt(cells: readonly TCell[], filter: TCatalogueFilter, at: 'last page' | 'cell boundary') {
  const matching = cells.filter((cell) => cellMatches(cell, filter));
  if (at === 'last page') return Math.max(Math.ceil(sumCounts(matching) / PAGE_SIZE), 1);
  // The first cell end that falls inside a page rather than on its edge.
  let rows = 0;
  for (const cell of matching) {
    rows += cell.count;
    if (rows % PAGE_SIZE !== 0) return Math.ceil(rows / PAGE_SIZE);
  }
  return 1;
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);
const cellKey = (cell: { level: string; fieldOfStudy: string; country: string }) =>
  [cell.level, cell.fieldOfStudy, cell.country].join('/');

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR;
  const database = url ? await openPostgres(url) : await openPglite(dataDir ? { dataDir } : { memory: true });
  await migrateDatabase(database);
  let startedAt = performance.now();
  await growCatalogue(database, COURSES);
  console.log(
    `${database.kind}: built ${COURSES} courses + VACUUM ANALYZE in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  const db = database.db;
  const cells = await readCellCounts(db);
  const snapshot = await explain(database, selectCellCounts(db).toSQL());
  console.log(`count snapshot (once per catalogue change, ${cells.length} cells): ${fmt(snapshot.ms)} ms\n`);
  console.log(
    'case'.padEnd(46),
    'matches',
    '   page',
    '  count',
    '  total',
    '  naive count',
    '  planning',
    ' wall*',
  );

  let failures = 0;
  const cases = process.env.BENCH_FILTERS_ONLY
    ? FILTER_CASES
    : process.env.BENCH_SEARCH_ONLY
      ? SEARCH_CASES
      : [...FILTER_CASES, ...SEARCH_CASES];
  for (const testCase of cases) {
    const filter: TCatalogueFilter = { levels: [], fieldsOfStudy: [], countries: [], ...testCase.filter };
    const pageNumber = testCase.at ? pageAt(cells, filter, testCase.at) : testCase.page;
    const offset = (pageNumber - 1) * PAGE_SIZE;
    let page: TMeasure;
    let count: TMeasure;
    let matches: number;
    let path = '';
    if (filter.search) {
      // As searchPage: the cells' walk for cap + 1 matches (candidate cells, then each cell read until
      // enough matched), then the page's rows; out of the walk's budget, the trigram probe and, when it
      // finds more than the cap, the walk again for the page alone. count = the probe, page = the rest.
      const search = filter.search;
      matches = (await matchCountQuery(db, filter))[0]?.count ?? 0;
      const end = Math.min(offset + PAGE_SIZE, SEARCH_CAP);
      const sizes = new Map(cells.map((cell) => [cellKey(cell), cell.count]));
      const walk = async (want: number, budget: number) => {
        const parts = [await explain(database, candidateCellsQuery(db, filter, search).toSQL())];
        const ids: number[] = [];
        let passed = 0;
        let isComplete = true;
        for (const cell of await candidateCellsQuery(db, filter, search)) {
          if (passed >= budget) {
            isComplete = false;
            break;
          }
          const read = cellMatchesQuery(db, cell, search, want - ids.length);
          parts.push(await explain(database, read.toSQL()));
          for (const row of await read) ids.push(row.id);
          if (ids.length >= want) break;
          passed += sizes.get(cellKey(cell)) ?? 0;
        }
        return { parts, ids, isComplete };
      };
      const walked = await walk(SEARCH_CAP + 1, WALK_BUDGET_ROWS);
      const parts = walked.parts;
      let pageIds = walked.ids.slice(offset, end);
      path = `cells' walk, ${parts.length - 1} cell(s)`;
      count = NOTHING;
      if (!walked.isComplete) {
        count = await explain(database, probePageQuery(db, filter, offset, PAGE_SIZE, SEARCH_CAP).toSQL());
        pageIds = [];
        path = `walk out of budget after ${parts.length - 1} cell(s), probe`;
        if (matches > SEARCH_CAP && end > offset) {
          const again = await walk(end, Number.POSITIVE_INFINITY);
          parts.push(...again.parts);
          pageIds = again.ids.slice(offset);
          path += `, walk of ${again.parts.length - 1} cell(s)`;
        }
      }
      if (pageIds.length) parts.push(await explain(database, coursesWithIdsQuery(db, pageIds).toSQL()));
      page = sumOf(parts);
      path += ': ';
    } else {
      const matching = cells.filter((cell) => cellMatches(cell, filter));
      matches = sumCounts(matching);
      const segments = pageSegments(matching, offset, PAGE_SIZE);
      if (!segments.length) throw new Error(`${testCase.name}: page ${pageNumber} is past the end`);
      page = await explain(database, segmentPageQuery(db, filter, segments).toSQL());
      path = `page ${pageNumber}, ${segments.length} cell(s): `;
      count = NOTHING; // totals come from the kept cells: no query per request
    }
    const naive = await explain(database, matchCountQuery(db, filter).toSQL());
    const pageQuery = { pageNumber, pageSize: PAGE_SIZE };
    await listPage(db, filter, pageQuery); // warm-up (the first call also takes the count snapshot)
    startedAt = performance.now();
    for (let i = 0; i < RUNS; i++) await listPage(db, filter, pageQuery);
    const wall = (performance.now() - startedAt) / RUNS;
    const total = page.ms + count.ms;
    const budget = filter.search ? SEARCH_BUDGET_MS : BUDGET_MS;
    // The tiny tables (universities, the cells' words) may be scanned; courses never in a page.
    const isOver = total > budget || page.nodes.includes('Seq Scan courses');
    if (isOver && !testCase.over) failures++;
    console.log(
      `${isOver ? (testCase.over ? '!' : '✗') : '✓'} ${testCase.name.padEnd(44)}`,
      String(matches).padStart(7),
      fmt(page.ms),
      fmt(count.ms),
      fmt(total),
      `    ${fmt(naive.ms)}`,
      `  ${fmt(page.planningMs + (filter.search ? count.planningMs : 0))}`,
      fmt(wall),
    );
    console.log(
      `    page plan: ${path}${page.nodes.join(', ')}${filter.search ? `; probe: ${count.nodes.join(', ')}` : ''}`,
    );
    if (testCase.over) console.log(`    known to exceed the budget (not gated): ${testCase.over}`);
    if (process.env.BENCH_JSON) {
      const measured = {
        case: testCase.name,
        search: Boolean(filter.search),
        pageMs: page.ms,
        countMs: count.ms,
        plan: page.nodes,
      };
      const samples = sumOf([page, count]).samples;
      console.log(`json ${JSON.stringify({ ...measured, totalMs: total, wallMs: wall, samples })}`);
    }
  }
  console.log(
    `\nms = median EXPLAIN ANALYZE execution time; total = page + count per request (budget ${BUDGET_MS} ms, q: ${SEARCH_BUDGET_MS} ms).`,
  );
  console.log(
    `q: page = the cells' walk to ${SEARCH_CAP + 1} matches (candidate cells, each cell's read) and the page's rows; count = the trigram probe, only when the walk ran out of its budget of ${WALK_BUDGET_ROWS} rows.`,
  );
  console.log(
    'naive count = exact count(*) of the same filter, for reference (cells and the capped probe replace it).',
  );
  console.log('* wall = the whole listPage call from Node, PGlite protocol and row mapping included.');
  console.log('! = over budget but listed as a known limit in bench-cases.ts (reported, not gated).');
  await database.close();
  if (failures) {
    console.error(`\n${failures} case(s) over budget or using a Seq Scan.`);
    process.exitCode = 1;
  }
}

await main();
