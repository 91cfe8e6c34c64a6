import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { DEMO_COURSE_COUNT } from '../seed/index.ts';
import { growCatalogue } from '../seed/large-catalogue.ts';
import { growStudents } from '../seed/student-population.ts';

/**
 * npm run seed -- --courses 100000 --students 100000
 * Seeds the configured database (DATA_DIR or DATABASE_URL) and grows its catalogue to N courses with the
 * deterministic generator (the demo courses stay; N counts them). --students N adds generated students
 * number 0..N-1 (names, numbers, journeys, stages, counsellors; see seed/student-population.ts) that
 * are not there yet. With PGlite, stop the server first.
 */
const USAGE =
  'Usage: npm run seed -- [--courses N] [--students M]   (N ≥ 1, default: the demo catalogue only; M ≥ 0, default 0)';

function countOf(value: string | undefined, name: string, fallback: number, min: number): number {
  const count = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(count) || count < min || count > 5_000_000) throw new Error(`--${name}: ${USAGE}`);
  return count;
}

async function main() {
  const { values } = parseArgs({
    options: { courses: { type: 'string' }, students: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  const target = countOf(values.courses, 'courses', DEMO_COURSE_COUNT, 1);
  const students = countOf(values.students, 'students', 0, 0);

  // npm -w runs this in apps/api; npm start runs the server from the repository root, so resolve a
  // relative DATA_DIR from there too, or the two would open different databases.
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..'));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const startedAt = performance.now();
    let lastLog = 0;
    const result = await growCatalogue(database, target, (done) => {
      if (done - lastLog >= 20_000 || done === target) {
        lastLog = done;
        console.log(`  ${done} / ${target} courses`);
      }
    });
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(
      result.after === result.before
        ? `Catalogue already has ${result.before} courses; nothing to add.`
        : `Catalogue grown from ${result.before} to ${result.after} courses in ${seconds} s (ANALYZE done).`,
    );
    if (students > 0) await seedStudents(database, students);
  } finally {
    await database.close();
  }
}

async function seedStudents(database: Awaited<ReturnType<typeof openDatabase>>, target: number) {
  const startedAt = performance.now();
  let lastLog = 0;
  const { added } = await growStudents(database, target, (done, addedSoFar) => {
    if (done - lastLog >= 20_000 || done === target) {
      lastLog = done;
      console.log(`  ${done} / ${target} students (${addedSoFar} new)`);
    }
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    added === 0
      ? `All ${target} generated students are already there; nothing to add.`
      : `Added ${added} generated students in ${seconds} s (VACUUM ANALYZE done).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
