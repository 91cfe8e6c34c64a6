// The filter's and the text search's database time at a million courses: apps/api/bench/filter-bench.ts
// (EXPLAIN ANALYZE of the exact queries the courses module sends for a page: for a filter, one exact
// index range per cell the page spans, totals from the kept cell counts; for a text search, the capped
// probe and, when dense, the cells' walk) on a throwaway database grown to 1,000,000 courses.
import path from 'node:path';
import { startThrowawayPostgres } from '../lib/throwaway-postgres.mjs';
import { root } from '../perf/portal.mjs';
import { cleanUpTo, cleanupMark, onCleanup, tempDir } from './cleanup.mjs';
import { runCommand } from './processes.mjs';
import { DB_TIME_GOAL_MS, dbTimeLine, SEARCH_TIME_GOAL_MS, searchTimeLine } from './report.mjs';

export const MILLION = 1_000_000;

async function runFilterBench(env, courses, log) {
  const totals = [];
  const searches = [];
  const { code, output } = await runCommand(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/api/bench/filter-bench.ts')],
    {
      cwd: path.join(root, 'apps/api'),
      env: {
        ...process.env,
        ...env,
        BENCH_COURSES: String(courses),
        BENCH_JSON: '1',
      },
      onLine: (text) => {
        if (text.startsWith('json ')) {
          const measured = JSON.parse(text.slice(5));
          const goal = measured.search ? SEARCH_TIME_GOAL_MS : DB_TIME_GOAL_MS;
          if (measured.search) searches.push(measured);
          else totals.push(measured.totalMs);
          const worst = Math.max(...measured.samples);
          const plan = worst > goal ? ` (page plan: ${measured.plan.join(', ')})` : '';
          log(
            `  ${measured.case.padEnd(46)} ${measured.totalMs.toFixed(2)} ms median, ${worst.toFixed(2)} ms worst${plan}`,
          );
        } else if (/built \d+ courses/.test(text)) log(`  ${text}`);
      },
    },
  );
  // filter-bench exits 1 when a case is over its own budget; its figures are still good.
  if (!totals.length) throw new Error(`filter-bench failed (${code}):\n${output.slice(-4000)}`);
  return { totals, searches };
}

/** One database kind; resolves the summary lines (filter, text search). The database is removed afterwards. */
export async function measureMillion(kind, courses, log) {
  const startedAt = performance.now();
  const mark = cleanupMark();
  try {
    let env;
    if (kind === 'postgres') {
      const cluster = await startThrowawayPostgres({ durable: true });
      onCleanup(() => cluster.stop());
      env = { BENCH_DATABASE_URL: cluster.url };
    } else {
      env = { BENCH_DATA_DIR: tempDir('million') };
    }
    const size = courses.toLocaleString('en');
    log(`${kind}: growing a throwaway database to ${size} courses…`);
    const { totals, searches } = await runFilterBench(env, courses, log);
    const minutes = ((performance.now() - startedAt) / 60_000).toFixed(1);
    const label = `${kind}, ${size} courses`;
    return `${dbTimeLine(label, totals)} [${minutes} min]\n${searchTimeLine(label, searches)}`;
  } finally {
    await cleanUpTo(mark);
  }
}
