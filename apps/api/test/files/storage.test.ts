import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeUploadedFile } from '../../src/modules/files/file-service.ts';
import { createFileStorage } from '../../src/plugins/storage.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { stagedUpload } from './staged.ts';
import { storageRootOf, storedState } from './stored-state.ts';

const t = useTestApp();
const root = path.join(os.tmpdir(), `portal-storage-test-${process.pid}`);
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('keeps bytes under random keys inside its folder, and removes them', async () => {
    const storage = createFileStorage(root);
    const first = await storage.put(Buffer.from('one'));
    const second = await storage.put(Buffer.from('one'));
    expect(first).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);
    expect(second).not.toBe(first);
    expect((await storage.get(first)).toString()).toBe('one');
    expect((await fs.stat(path.join(root, first))).mode & 0o077).toBe(0);
    await storage.remove(first);
    await expect(storage.get(first)).rejects.toThrow();
    await storage.remove(first); // removing twice is harmless
  });

  it('sweeps staged uploads a killed process left (over an hour old), not ones streaming now', async () => {
    const storage = createFileStorage(root);
    const stale = await storage.stagingPath();
    const fresh = await storage.stagingPath();
    await fs.writeFile(stale, 'half an upload');
    await fs.writeFile(fresh, 'streaming');
    const now = new Date();
    const twoHoursAgo = new Date(now.getTime() - 2 * 60 * 60 * 1000);
    await fs.utimes(stale, twoHoursAgo, twoHoursAgo);
    expect(await storage.sweepStaging(now)).toBe(1);
    await expect(fs.stat(stale)).rejects.toThrow();
    expect((await fs.readFile(fresh)).toString()).toBe('streaming');
  });

  it.each(['../../etc/passwd', '/etc/passwd', 'ab/../../x', 'AB/CDEF', ''])(
    'refuses a key that is not its own: %j',
    async (key) => {
      const storage = createFileStorage(root);
      // get throws before returning its promise; an async wrapper catches either way.
      await expect((async () => storage.get(key))()).rejects.toThrow('invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
    },
  );

  it('test apps write to a private temporary folder, not DATA_DIR', async () => {
    expect((await storageRootOf(t)).startsWith(path.join(os.tmpdir(), 'portal-files-'))).toBe(true);
  });
});

describe('storeUploadedFile', () => {
  const deps = () => ({
    db: t.app.db,
    storage: t.app.storage,
    signingSecret: t.app.signingSecret,
    clock: t.app.clock,
  });
  const bytes = tinyPdf();
  const stage = () =>
    stagedUpload(t.app.storage, { name: 'a.pdf', bytes, kind: 'pdf', contentType: 'application/pdf' });

  it('writes the bytes and the row, and hands the row id to the caller’s transaction', async () => {
    const student = await createSignedInUser(t.app);
    const before = await storedState(t);
    const fileId = await storeUploadedFile(
      deps(),
      { studentId: student.id, uploadedBy: student.id, file: await stage() },
      async (_tx, id) => id,
    );
    expect(await storedState(t)).toEqual({ rows: before.rows + 1, files: before.files + 1 });
    const { rows } = await t.database.query('SELECT file_name, size_bytes FROM stored_files WHERE id = $1', [
      fileId,
    ]);
    expect(rows[0]).toEqual({ file_name: 'a.pdf', size_bytes: bytes.length });
  });

  it('leaves neither row nor bytes when the caller’s work fails', async () => {
    const student = await createSignedInUser(t.app);
    const before = await storedState(t);
    await expect(
      storeUploadedFile(
        deps(),
        { studentId: student.id, uploadedBy: student.id, file: await stage() },
        async () => {
          throw new Error('later step failed');
        },
      ),
    ).rejects.toThrow('later step failed');
    expect(await storedState(t)).toEqual(before);
  });
});
