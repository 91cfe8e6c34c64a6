import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStagingPath } from '../../src/plugins/storage.ts';

/**
 * The staging folder holds uploads (passport scans) while they stream: it must be this process's
 * own private folder, not one another local user made or pointed elsewhere with a symlink.
 */
let scratch = '';
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-staging-test-'));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('newStagingPath', () => {
  it('creates a missing folder owner-only and answers a path inside it', async () => {
    const dir = path.join(scratch, 'fresh', 'staging');
    const staged = await newStagingPath(dir);
    expect(path.dirname(staged)).toBe(dir);
    expect((await fs.lstat(dir)).mode & 0o777).toBe(0o700);
  });

  it('refuses a symlink, even to a private folder', async () => {
    const target = path.join(scratch, 'elsewhere');
    await fs.mkdir(target, { mode: 0o700 });
    const link = path.join(scratch, 'linked');
    await fs.symlink(target, link);
    await expect(newStagingPath(link)).rejects.toThrow(/staging folder .*linked.* is not a real folder/);
  });

  it('refuses a folder others may read or write', async () => {
    const dir = path.join(scratch, 'shared');
    await fs.mkdir(dir);
    await fs.chmod(dir, 0o777);
    await expect(newStagingPath(dir)).rejects.toThrow(/staging folder .*shared.* is open to other users/);
  });

  it.runIf(process.getuid?.() === 0)('refuses a folder another user owns', async () => {
    const dir = path.join(scratch, 'theirs');
    await fs.mkdir(dir, { mode: 0o700 });
    await fs.chown(dir, 12345, 12345);
    await expect(newStagingPath(dir)).rejects.toThrow(/staging folder .*theirs.* belongs to another user/);
  });
});
