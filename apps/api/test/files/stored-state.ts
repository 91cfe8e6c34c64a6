import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TTestApp } from '../helpers/test-app.ts';

const roots = new WeakMap<object, string>();

/**
 * The folder a test app's storage writes to. Test apps store files in a private folder under the
 * system temp dir (plugins/storage.ts); it is found by writing one probe file and looking for it.
 */
export async function storageRootOf(t: TTestApp): Promise<string> {
  const known = roots.get(t.app);
  if (known) return known;
  const key = await t.app.storage.put(Buffer.from('probe'));
  try {
    const tmp = os.tmpdir();
    for (const dir of await fs.readdir(tmp)) {
      if (!dir.startsWith('portal-files-')) continue;
      const root = path.join(tmp, dir);
      if (await fs.stat(path.join(root, key)).catch(() => null)) {
        roots.set(t.app, root);
        return root;
      }
    }
    throw new Error('storage folder of the test app not found');
  } finally {
    await t.app.storage.remove(key);
  }
}

/** How many stored_files rows and how many files on disk the app holds. */
export async function storedState(t: TTestApp): Promise<{ rows: number; files: number }> {
  const root = await storageRootOf(t);
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const { rows } = await t.database.query('SELECT count(*)::int AS n FROM stored_files');
  return { rows: Number(rows[0]?.n), files: entries.filter((entry) => entry.isFile()).length };
}
