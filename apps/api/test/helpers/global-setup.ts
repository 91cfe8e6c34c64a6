import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { makeOwnerOnly } from '../../src/config/data-dir.ts';
import { openPglite, openPostgres } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { createNotificationQueue } from '../../src/modules/notifications/index.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** The job queue's own schema and queues, as the app's first start makes them: each app then only checks them. */
async function installJobQueue(database: Parameters<typeof createNotificationQueue>[0]) {
  const queue = createNotificationQueue(database, (error) => {
    throw error;
  });
  await queue.start();
  await queue.stop();
}

/**
 * Migrating and seeding takes seconds, so it is done once (the root config's global setup, which the
 * projects do not repeat): every test file then starts from a copy of this template (a fresh, private
 * in-memory PGlite, or a new database in the test:pg cluster).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    const template = await createScratchDatabase();
    const database = await openPostgres(template.url);
    await migrateDatabase(database);
    await seedIfEmpty(database);
    await installJobQueue(database);
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  const database = await openPglite({ memory: true });
  await migrateDatabase(database);
  await seedIfEmpty(database);
  await installJobQueue(database);
  const dump = await (
    database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }
  ).$client.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-template-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  // The same database as a DATA_DIR on disk, for a spawned server or CLI command (data-dir-template.ts):
  // copying it takes a fraction of a second, PGlite's initdb, the migrations and the seed many seconds.
  const dataDir = path.join(dir, 'data');
  await fs.mkdir(dataDir, { mode: 0o700 });
  const folder = await PGlite.create(path.join(dataDir, 'pglite'), {
    loadDataDir: dump,
    extensions: { pg_trgm },
  });
  await folder.close();
  // As a server leaves its own DATA_DIR (PGlite writes some files 0644 whatever the umask).
  await makeOwnerOnly(dataDir);
  project.provide('pgliteDataDir', dataDir);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A DATA_DIR holding the migrated, seeded embedded database (pglite/), to be copied, never used. */
    pgliteDataDir: string;
    /** The test:pg cluster's migrated, seeded database every test database is copied from. */
    postgresTemplate: string;
  }
}
