import { randomUUID } from 'node:crypto';
import type { TQueueHealth } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TSignedIn } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

/**
 * Counts per state, with jobs put in each state by pg-boss itself (send, fetch, complete, fail), the
 * workers of the watched queues stopped first so that nothing moves while the page counts.
 */
const t: TTestApp = useTestApp({
  notify: { mailFrom: 'Portal <no-reply@example.test>', publicUrl: 'http://portal.test', pollSeconds: 0.5 },
});
const DELIVER = 'notification-deliver';
const REMINDER = 'session-reminder';
let admin: TSignedIn;
let student: TSignedIn;

async function health(): Promise<TQueueHealth> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/staff/notification-queue',
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function notify(key: string) {
  await t.app.db.transaction((tx) =>
    t.app.notifier.notify(tx, {
      recipientId: student.id,
      event: { kind: 'PAYMENT_RECORDED', params: { paymentId: 1, amount: 4956, currency: 'INR' } },
      target: { screen: 'PAYMENTS' },
      dedupeKey: `${key}-${student.id}`,
    }),
  );
}

async function take(queue: string) {
  const [job] = await t.app.jobs.boss.fetch(queue);
  if (!job) throw new Error(`no job in ${queue}`);
  return job;
}

beforeAll(async () => {
  admin = await createSignedInUser(t.app, 'ADMIN');
  student = await createSignedInUser(t.app);
  await t.app.jobs.boss.offWork(DELIVER);
  await t.app.jobs.boss.offWork(REMINDER);
});

describe('queue counts on the admin page', () => {
  it('counts waiting, scheduled, active, retrying, failed and completed jobs per queue', async () => {
    const { boss } = t.app.jobs;
    // Failed for good: no retries left. Its notification never existed (as one deleted after keepDays).
    await boss.send(DELIVER, { notificationId: randomUUID() }, { retryLimit: 0 });
    const failed = await take(DELIVER);
    await boss.fail(DELIVER, failed.id, new Error('Greeting never received from smtp.example.test:465'));

    for (const key of ['c1', 'c2', 'c3', 'c4', 'c5']) await notify(key);
    await take(DELIVER); // active: taken, not finished
    await boss.complete(DELIVER, (await take(DELIVER)).id);
    // Tries left: retried later with back-off.
    await boss.fail(DELIVER, (await take(DELIVER)).id, new Error('gateway answered 503'));

    await boss.send(REMINDER, { bookingId: 1 }, { startAfter: new Date(Date.now() + 60 * 60 * 1000) });
    await boss.send(REMINDER, { bookingId: 2 });

    const body = await health();
    expect(body.queues).toEqual([
      {
        name: DELIVER,
        waiting: 2,
        scheduled: 0,
        active: 1,
        retrying: 1,
        failed: 1,
        failedLastDay: 1,
        completedLastDay: 1,
      },
      {
        name: REMINDER,
        waiting: 1,
        scheduled: 1,
        active: 0,
        retrying: 0,
        failed: 0,
        failedLastDay: 0,
        completedLastDay: 0,
      },
    ]);
    expect(body.failures).toEqual([
      {
        jobId: failed.id,
        queue: DELIVER,
        summary: 'Notification (no longer kept)',
        channels: [],
        error: 'Greeting never received from smtp.example.test:465',
        attempts: 1,
        failedAt: expect.any(String),
      },
    ]);
  });

  it('lists a failed reminder as a reminder, newest failure first', async () => {
    const { boss } = t.app.jobs;
    await boss.send(REMINDER, { bookingId: 3 }, { retryLimit: 0 });
    // The first test's due reminder is taken too (it retries later); this one has no tries left.
    const taken = await boss.fetch<{ bookingId: number }>(REMINDER, { batchSize: 5 });
    const due = taken.find((job) => job.data.bookingId === 3);
    expect(due).toBeDefined();
    await boss.fail(REMINDER, due?.id ?? '', new Error('job failed'));
    const body = await health();
    expect(body.failures.map((failure) => failure.summary)).toEqual([
      'Session reminder (not yet sent)',
      'Notification (no longer kept)',
    ]);
  });
});
