import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new database in the test:pg cluster (TEST_DATABASE_URL) and the function that drops it: empty, for
 * tests that need a database of their own by URL (a spawned server, a CLI command, pg_dump), or a copy
 * of `template` (PostgreSQL copies the files: much faster than migrating and seeding again).
 */
export async function createScratchDatabase(template?: string): Promise<TScratchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set (npm run test:pg sets it)');
  const name = `portal_scratch_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
