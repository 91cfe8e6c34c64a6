import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres, type TDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { DEMO_COURSE_COUNT, seedIfEmpty } from '../../src/seed/index.ts';
import { UNIVERSITY_SEEDS } from '../../src/seed/universities-data.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** What server.ts does before it listens. */
async function startUp(database: TDatabase) {
  await migrateDatabase(database);
  return seedIfEmpty(database);
}

// Several instances on one PostgreSQL (docs/decisions/0007-several-instances.md). The embedded database has a
// single owning process (its lock file), so there is no race to test there: PostgreSQL only (npm run
// test:pg).
describe.skipIf(!adminUrl)(
  'two instances starting at the same moment on an empty database',
  {
    timeout: 120_000,
  },
  () => {
    // Without the migrations' lock one of the two failed in about half the runs; three rounds.
    it.each([1, 2, 3])('both come up, and the catalogue is seeded once (round %i)', async () => {
      const name = `portal_race_${randomBytes(6).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${name}`;
      const first = await openPostgres(url.toString());
      const second = await openPostgres(url.toString());
      try {
        const results = await Promise.all([startUp(first), startUp(second)]);
        expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
        const { rows } = await first.query(
          'select (select count(*) from universities)::int as universities, (select count(*) from courses)::int as courses',
        );
        expect(rows).toEqual([{ universities: UNIVERSITY_SEEDS.length, courses: DEMO_COURSE_COUNT }]);
      } finally {
        await first.close();
        await second.close();
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });
  },
);
