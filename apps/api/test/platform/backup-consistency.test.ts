import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/backup/create-backup.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openPostgres, type TDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { createAccount } from '../../src/modules/auth/account-opening.ts';
import { createFileStorage } from '../../src/plugins/storage.ts';
import { createScratchDatabase } from '../helpers/scratch-database.ts';
import { nextMobileNumber } from '../helpers/students.ts';

/**
 * A PostgreSQL backup runs while the portal does. Files never change under their key, but some are
 * deleted right after a commit (a replaced photo, a removed portfolio document): one deleted between
 * the backup's snapshot and its copy of the files would leave the restored database pointing at
 * nothing. The backup then takes a new snapshot. (PGlite is backed up with the portal stopped.)
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL backup taken while files are deleted', () => {
  let dir: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: TDatabase;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-consistency-'));
    scratch = await createScratchDatabase();
    database = await openPostgres(scratch.url);
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('takes a new snapshot when a file it points at was deleted after the snapshot', async () => {
    const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), DATABASE_URL: scratch.url });
    const storage = createFileStorage(path.join(config.dataDir, 'files'));
    const { account } = await createAccount(database.db, {
      mobileNumber: nextMobileNumber(),
      role: 'STUDENT',
      name: 'Photo Changer',
    });
    const setPhoto = (key: string) =>
      database.query(
        `insert into student_profiles (student_id, photo_key) values ($1, $2)
         on conflict (student_id) do update set photo_key = excluded.photo_key`,
        [account.id, key],
      );
    const oldKey = await storage.put(Buffer.from('old photo'));
    await setPhoto(oldKey);
    let newKey = '';

    const { manifest } = await createBackup(config, path.join(dir, 'backup'), {
      // What uploadPhoto does: the new file, the row, then the old file removed, all after the
      // first snapshot was taken and before its files are copied.
      afterSnapshot: async (attempt) => {
        if (attempt !== 1) return;
        newKey = await storage.put(Buffer.from('new photo'));
        await setPhoto(newKey);
        await storage.remove(oldKey);
      },
    });

    expect(manifest.files.entries.map((entry) => entry.key)).toEqual([newKey]);
    expect(manifest.files.missing).toEqual([]);
  });
});
