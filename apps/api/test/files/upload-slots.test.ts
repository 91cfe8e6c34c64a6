import { UPLOAD_QUOTA_MESSAGES, UPLOAD_QUOTAS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSemaphore } from '../../src/lib/semaphore.ts';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { stalledUpload } from './stalled-upload.ts';
import { storedState } from './stored-state.ts';

describe('createSemaphore', () => {
  it('lets `running` in, queues `queued` first come first served, refuses the rest', async () => {
    const slots = createSemaphore({ running: 2, queued: 1 });
    const a = await slots.acquire();
    const b = await slots.acquire();
    const order: string[] = [];
    const c = slots.acquire().then((release) => {
      order.push('c');
      return release;
    });
    expect(await slots.acquire()).toBeNull();
    expect(slots.usage()).toEqual({ running: 2, queued: 1 });
    a?.();
    a?.(); // a second release changes nothing
    (await c)?.();
    expect(order).toEqual(['c']);
    b?.();
    // A slot is handed back once the release's microtasks have run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(slots.usage()).toEqual({ running: 0, queued: 0 });
  });
});

/** Over real HTTP: uploads that stall hold every slot and queue place; the next one is told to retry. */
const t = useTestApp();
let base = '';
let student: TSignedIn;
/** Enough students to fill every slot and queue place within each one's own concurrent uploads. */
let crowd: TSignedIn[] = [];
beforeAll(async () => {
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  student = await createSignedInUser(t.app);
  const held = UPLOAD_QUOTAS.concurrentUploads + UPLOAD_QUOTAS.queuedUploads;
  crowd = await Promise.all(
    Array.from({ length: Math.ceil(held / UPLOAD_QUOTAS.concurrentUploadsPerStudent) }, () =>
      createSignedInUser(t.app),
    ),
  );
});
afterAll(async () => {
  await t.app.close();
});

describe('concurrent uploads per instance', () => {
  it(`holds ${UPLOAD_QUOTAS.concurrentUploads} + ${UPLOAD_QUOTAS.queuedUploads} queued, then answers 503 with Retry-After`, async () => {
    const before = await storedState(t);
    const controller = new AbortController();
    const held = UPLOAD_QUOTAS.concurrentUploads + UPLOAD_QUOTAS.queuedUploads;
    const stalled = Array.from({ length: held }, (_, i) =>
      stalledUpload(
        base,
        crowd[Math.floor(i / UPLOAD_QUOTAS.concurrentUploadsPerStudent)] as TSignedIn,
        controller.signal,
      ),
    );
    // Wait until the server has every one of them in a slot or in the queue.
    await expect.poll(() => usage(), { timeout: 20_000, interval: 100 }).toEqual(held);
    const form = new FormData();
    form.append('type', 'PASSPORT');
    form.append('file', new Blob(['%PDF-1.4\n']), 'p.pdf');
    const refused = await fetch(`${base}/student/document/upload`, {
      method: 'POST',
      headers: student.headers,
      body: form,
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(UPLOAD_QUOTAS.busyRetryAfterSeconds));
    expect(((await refused.json()) as { message: string }).message).toBe(UPLOAD_QUOTA_MESSAGES.busy);
    controller.abort();
    await Promise.all(stalled);
    // Aborted uploads give their slots back and leave nothing stored.
    await expect.poll(() => usage(), { timeout: 20_000, interval: 100 }).toBe(0);
    await expect.poll(() => storedState(t), { timeout: 10_000, interval: 200 }).toEqual(before);
  }, 60_000);
});

/** Slots taken plus uploads waiting, as the instance counts them. */
function usage(): number {
  const { running, queued } = t.app.uploadSlots.usage();
  return running + queued;
}
