import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';

/** A copy of the migrations folder whose journal stops before the migration tagged `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-migrations-'));
  await fs.cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

// About a data migration, run once on PGlite (the PostgreSQL run applies the same SQL to its own database).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('migration 0004_current_version_verdicts', () => {
  it('gives the current version of an existing document its status and remarks, earlier ones the defaults', async () => {
    const database = await openPglite({ memory: true });
    const before = await migrationsBefore('0004_current_version_verdicts');
    try {
      await migrate(database.db as never, { migrationsFolder: before });
      for (const statement of [
        `INSERT INTO users (id, mobile_number, reference_id) VALUES (1, '+10000000001', 'REF1')`,
        `INSERT INTO stored_files (id, student_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
           VALUES (1, 1, 'k1', 'a.pdf', 'application/pdf', 1, 1), (2, 1, 'k2', 'b.pdf', 'application/pdf', 1, 1),
                  (3, 1, 'k3', 'c.pdf', 'application/pdf', 1, 1)`,
        `INSERT INTO student_documents (id, student_id, type, name, status, remarks, current_file_id)
           VALUES (1, 1, 'HSC', 'b', 'REJECTED', 'Blurred', 2), (2, 1, 'SSC', 'c', 'UPLOADED', '', 3)`,
        `INSERT INTO student_document_versions (document_id, file_id, name) VALUES (1, 1, 'a'), (1, 2, 'b'), (2, 3, 'c')`,
      ]) {
        await database.query(statement);
      }
      await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      const { rows } = await database.query(
        'SELECT file_id, status, remarks FROM student_document_versions ORDER BY id',
      );
      expect(rows).toEqual([
        { file_id: 1, status: 'UPLOADED', remarks: '' },
        { file_id: 2, status: 'REJECTED', remarks: 'Blurred' },
        { file_id: 3, status: 'UPLOADED', remarks: '' },
      ]);
    } finally {
      await database.close();
      await fs.rm(before, { recursive: true, force: true });
    }
  }, 120_000); // migrates a fresh database from scratch twice: slow on a busy machine
});
