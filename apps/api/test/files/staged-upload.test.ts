import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageUpload } from '../../src/modules/files/staged-upload.ts';

/**
 * stageUpload with a file part that fails before its first byte (a body cut off, a client gone):
 * the staging file must not outlive the failure. The write stream used to open (create) its file
 * lazily, after the failure's removal had run: 24 of 200 such files stayed on this machine.
 */
let dir = '';
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-staged-upload-test-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function uploadRequest(stagedPath: string) {
  return {
    uploadScope: { cleanups: [], isOver: false },
    server: { storage: { stagingPath: async () => stagedPath } },
  } as unknown as FastifyRequest;
}

const failingPart = () =>
  new Readable({
    read() {
      this.destroy(new Error('Unexpected end of form'));
    },
  });

describe('a file part that fails at once', () => {
  it('leaves no staging file behind, however the timing falls (100 at once)', async () => {
    // At once, as a busy server runs them: the file system's thread pool then takes the opens and
    // the removals in no fixed order.
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        stageUpload(uploadRequest(path.join(dir, `upload-${i}`)), failingPart(), {
          maxBytes: 1024,
          checkHead: () => {},
        }),
      ),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    // Time for a late open to land, had one been left running.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await fs.readdir(dir)).toEqual([]);
  });
});
