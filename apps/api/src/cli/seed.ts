import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { DEMO_COURSE_COUNT } from '../db/seed/index.ts';
import { growCatalogue } from '../db/seed/large-catalogue.ts';

/**
 * npm run seed -- --courses 100000
 * Seeds the configured database (DATA_DIR or DATABASE_URL) and grows its catalogue to N courses with the
 * deterministic generator (the demo courses stay; N counts them). With PGlite, stop the server first.
 */
const USAGE = 'Usage: npm run seed -- [--courses N]   (N ≥ 1; default: the demo catalogue only)';

async function main() {
  const { values } = parseArgs({ options: { courses: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(USAGE);
  const target = values.courses === undefined ? DEMO_COURSE_COUNT : Number(values.courses);
  if (!Number.isInteger(target) || target < 1 || target > 5_000_000) throw new Error(`--courses: ${USAGE}`);

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
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
