import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_QUOTA_MESSAGES, UPLOAD_QUOTAS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useListeningTestApp } from '../helpers/test-app.ts';
import { stalledUpload } from './stalled-upload.ts';
import { storageRootOf } from './stored-state.ts';

/**
 * Over real HTTP with bodies that never end: a student past a quota, or with too many uploads in
 * flight, is answered before the body is read, and holds neither a slot nor a staging file.
 */
const { t, server } = useListeningTestApp();

/** The answer within `ms`, or 'no answer' (the server is still reading the body). */
const within = (ms: number, answer: Promise<Response | null>) =>
  Promise.race([answer, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms))]);

async function completeUpload(student: TSignedIn) {
  const form = new FormData();
  form.append('type', 'PASSPORT');
  form.append('file', new Blob([tinyPdf('complete')]), 'p.pdf');
  return fetch(`${server.base}/student/document/upload`, {
    method: 'POST',
    headers: student.headers,
    body: form,
  });
}

const stagedFiles = async () =>
  (await fs.readdir(path.join(await storageRootOf(t), 'staging')).catch(() => [])).length;

const usage = () => {
  const { running, queued } = t.app.uploadSlots.usage();
  return running + queued;
};

type TCase = {
  quota: string;
  arrange: (student: TSignedIn) => Promise<void>;
  status: number;
  message: RegExp;
};

const cases: TCase[] = [
  {
    quota: 'uploads per minute used up',
    arrange: async (student) => {
      await t.database.query(
        `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, $2, $3::timestamptz)`,
        [
          `upload|student:${student.id}`,
          UPLOAD_QUOTAS.uploadsPerMinute,
          new Date(t.clock.now().getTime() + 30_000),
        ],
      );
    },
    status: 429,
    message: /^You can upload at most \d+ files a minute\. Try again in \d+ seconds\.$/,
  },
  {
    quota: 'total bytes used up',
    arrange: async (student) => {
      await t.database.query(
        `INSERT INTO stored_files (student_id, storage_key, file_name, content_type, size_bytes, uploaded_by)
         VALUES ($1, $2, 'big.pdf', 'application/pdf', $3, $1)`,
        [student.id, `aa/${String(student.id).padStart(40, 'a')}`, UPLOAD_QUOTAS.totalBytesPerStudent],
      );
    },
    status: 409,
    message: new RegExp(`^${UPLOAD_QUOTA_MESSAGES.totalBytesReached.replace(/[.()]/g, '\\$&')}$`),
  },
];

describe('uploads refused before their body is read', () => {
  it.each(cases)(
    '$quota: answered while the body is still open and the connection closed, nothing staged',
    async (c) => {
      const student = await createSignedInUser(t.app);
      await c.arrange(student);
      const controller = new AbortController();
      const answer = await within(5_000, stalledUpload(server.base, student, controller.signal));
      const staged = await stagedFiles();
      const slots = usage();
      expect(answer).not.toBe('no answer');
      const response = answer as Response;
      expect(response.status).toBe(c.status);
      // Not kept alive to read and discard a body the server refused (before: a 409 kept the
      // connection reading until the body deadline).
      expect(response.headers.get('connection')).toBe('close');
      expect(((await response.json()) as { debugMessage: string }).debugMessage).toMatch(c.message);
      controller.abort();
      expect(staged).toBe(0);
      expect(slots).toBe(0);
    },
    30_000,
  );

  it(`a student with ${UPLOAD_QUOTAS.concurrentUploadsPerStudent} uploads in flight gets 429 for another; other students still get a slot`, async () => {
    const [greedy, other] = [await createSignedInUser(t.app), await createSignedInUser(t.app)];
    const controller = new AbortController();
    const held = Array.from({ length: UPLOAD_QUOTAS.concurrentUploadsPerStudent }, () =>
      stalledUpload(server.base, greedy, controller.signal),
    );
    await expect.poll(() => usage(), { timeout: 20_000, interval: 100 }).toBe(held.length);
    const refused = await within(5_000, completeUpload(greedy));
    const accepted = await within(5_000, completeUpload(other));
    expect(refused).not.toBe('no answer');
    expect((refused as Response).status).toBe(429);
    expect(((await (refused as Response).json()) as { message: string }).message).toBe(
      UPLOAD_QUOTA_MESSAGES.tooManyAtOnce,
    );
    expect((accepted as Response).status).toBe(201);
    controller.abort();
    await Promise.all(held);
    await expect.poll(() => usage(), { timeout: 20_000, interval: 100 }).toBe(0);
  }, 60_000);
});
