import { UPLOAD_QUOTAS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApplicationsFixture } from '../applications/fixture.ts';
import { tinyPdf } from '../helpers/files.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { stalledUpload } from './stalled-upload.ts';

/**
 * Over real HTTP: students who hold every student upload slot with uploads that stall (within
 * their deadline) do not keep staff from giving a student an offer letter.
 */
const { t, staff, applied } = useApplicationsFixture({ offset: 60, staff: 'ADMIN' });
let base = '';
let students: TSignedIn[] = [];
beforeAll(async () => {
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  students = await Promise.all([createSignedInUser(t.app), createSignedInUser(t.app)]);
});
afterAll(async () => {
  await t.app.close();
});

describe('upload slots shared fairly', () => {
  it('two students holding every student slot cannot block a staff offer-letter upload', async () => {
    const { applicationId } = await applied();
    const controller = new AbortController();
    const held = students.flatMap((student) =>
      Array.from({ length: UPLOAD_QUOTAS.concurrentUploadsPerStudent }, () =>
        stalledUpload(base, student, controller.signal),
      ),
    );
    try {
      await expect
        .poll(() => t.app.uploadSlots.usage().running, { timeout: 10_000, interval: 50 })
        .toBe(UPLOAD_QUOTAS.concurrentUploads);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(tinyPdf('offer'))]), 'offer.pdf');
      const status = await fetch(
        `${base}/api/staff/applications/${applicationId}/offer-letter?kind=CONDITIONAL`,
        {
          method: 'POST',
          headers: staff.headers,
          body: form,
          // Far under the students' body deadline: the letter must not wait for their slots.
          signal: AbortSignal.timeout(3000),
        },
      ).then(
        (response) => response.status,
        (error: Error) => error.name,
      );
      expect(status).toBe(200);
      // The students' uploads were still holding their slots all along.
      expect(t.app.uploadSlots.usage().running).toBeGreaterThanOrEqual(UPLOAD_QUOTAS.concurrentUploads);
    } finally {
      controller.abort();
      await Promise.all(held);
    }
  }, 30_000);
});
