import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TS3Config } from '../../src/config/env.ts';
import { createS3Storage } from '../../src/plugins/s3-storage.ts';
import { documentsClient } from '../documents/documents-client.ts';
import { tinyPdf } from '../helpers/files.ts';
import { startS3Server, type TS3Server } from '../helpers/s3-server.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** The S3 driver against a real S3-compatible server (s3rver) started here, and the app on it. */
let s3: TS3Server;
/** A private staging folder of this test (the driver refuses a shared one). */
const stagingDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-test-')), 'staging');
const overrides: { storage?: { kind: 's3' } & TS3Config } = {};
beforeAll(async () => {
  s3 = await startS3Server();
  overrides.storage = { kind: 's3', ...s3.config };
});
// Registered after the server starts, so the app is built with STORAGE=s3.
const t = useTestApp(overrides);
const api = documentsClient(t);
afterAll(async () => {
  await s3?.close();
});

describe('S3 file storage', () => {
  it('keeps bytes under random keys in the bucket, and removes them', async () => {
    const storage = createS3Storage(s3.config, stagingDir);
    const bytes = Buffer.from([0, 1, 2, 255, ...Buffer.from('one')]);
    const first = await storage.put(bytes);
    const second = await storage.put(bytes);
    expect(first).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{40}$/);
    expect(second).not.toBe(first);
    expect((await storage.get(first)).equals(bytes)).toBe(true);
    await storage.remove(first);
    await expect(storage.get(first)).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.remove(first); // removing twice is harmless
    expect((await storage.get(second)).equals(bytes)).toBe(true);
  });

  it('answers a key it never stored as not found', async () => {
    const storage = createS3Storage(s3.config, stagingDir);
    await expect(storage.get(`ab/${'ab'.repeat(20)}`)).rejects.toThrow(/404 NoSuchKey/);
  });

  it.each(['../../etc/passwd', '/etc/passwd', 'ab/../../x', 'AB/CDEF', ''])(
    'refuses a key that is not its own: %j',
    async (key) => {
      const storage = createS3Storage(s3.config, stagingDir);
      await expect((async () => storage.get(key))()).rejects.toThrow('invalid storage key');
      await expect(storage.remove(key)).rejects.toThrow('invalid storage key');
    },
  );

  // s3rver checks the access key of a SigV4 request but not its signature, so a wrong key stands in.
  it('sends credentials: a wrong access key is refused, and the error shows no secret', async () => {
    const secretAccessKey = 'not-the-secret-0123456789';
    const storage = createS3Storage({ ...s3.config, accessKeyId: 'NOT-A-KEY', secretAccessKey }, stagingDir);
    const error: unknown = await storage.put(Buffer.from('x')).catch((e: unknown) => e);
    if (!(error instanceof Error)) throw new Error('expected the PUT to fail');
    expect(error.message).toMatch(/^S3 PUT [a-f0-9/]+ failed: 403 InvalidAccessKeyId$/);
    expect(error.message).not.toContain(secretAccessKey);
  });

  it('a document uploaded through the API lands in the bucket and downloads byte for byte', async () => {
    const student = await createSignedInUser(t.app);
    const bytes = tinyPdf('stored in s3');
    const document = await api.uploadOk(student, {
      type: 'PASSPORT',
      fileName: 'passport.pdf',
      content: bytes,
    });
    const file = await api.fetch(await api.tempUrlOf(student, document.id));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);

    // The bytes are in the bucket, where another instance would read them.
    const { rows } = await t.database.query(
      'SELECT f.storage_key FROM stored_files f ORDER BY f.id DESC LIMIT 1',
    );
    const key = String(rows[0]?.storage_key);
    expect((await createS3Storage(s3.config, stagingDir).get(key)).equals(bytes)).toBe(true);
  });
});
