import { NOTIFICATION_LIMITS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { nextCleanupAt } from '../../src/modules/notifications/retention.ts';
import { createSignedInUser } from '../helpers/students.ts';
import { type TTestApp, useTestApp } from '../helpers/test-app.ts';

/** Notifications older than NOTIFICATION_LIMITS.keepDays are deleted by a daily job, one for all instances. */
const t: TTestApp = useTestApp({
  notify: { mailFrom: 'Portal <no-reply@example.test>', publicUrl: 'http://portal.test', pollSeconds: 0.5 },
});

async function cleanupJobs() {
  const { rows } = await t.database.query(
    "select state::text as state, start_after from pgboss.job where name = 'notification-cleanup' order by created_on",
  );
  return rows as { state: string; start_after: Date | string }[];
}

const waiting = async () => (await cleanupJobs()).filter((job) => job.state === 'created');

async function dedupeKeysOf(recipientId: number) {
  const { rows } = await t.database.query(
    'select dedupe_key from notifications where recipient_id = $1 order by dedupe_key',
    [recipientId],
  );
  return rows.map((row) => (row as { dedupe_key: string }).dedupe_key);
}

describe('old notifications are deleted daily', () => {
  it('runs once at the first start, then waits for 22:00 UTC (03:30 in India) with one job', async () => {
    await expect
      .poll(async () => (await cleanupJobs()).map((job) => job.state), { timeout: 15_000 })
      .toEqual(['completed', 'created']);
    const [next] = await waiting();
    expect(new Date(next?.start_after ?? 0).toISOString()).toBe(nextCleanupAt(new Date()).toISOString());
  });

  it('deletes what is older than keepDays when its time comes, keeps the rest, and schedules the next day', async () => {
    const student = await createSignedInUser(t.app);
    for (const key of ['old', 'recent']) {
      await t.app.db.transaction((tx) =>
        t.app.notifier.notify(tx, {
          recipientId: student.id,
          event: { kind: 'PAYMENT_RECORDED', params: { paymentId: 1, amount: 4956, currency: 'INR' } },
          target: { screen: 'PAYMENTS' },
          dedupeKey: `${key}-${student.id}`,
        }),
      );
    }
    await t.database.query(
      `update notifications set created_at = now() - interval '${NOTIFICATION_LIMITS.keepDays + 1} days' where dedupe_key = $1`,
      [`old-${student.id}`],
    );
    await t.database.query(
      `update notifications set created_at = now() - interval '${NOTIFICATION_LIMITS.keepDays - 1} days' where dedupe_key = $1`,
      [`recent-${student.id}`],
    );
    expect(await dedupeKeysOf(student.id)).toHaveLength(2);
    // The day passes: the waiting job is due.
    await t.database.query(
      "update pgboss.job set start_after = now() where name = 'notification-cleanup' and state = 'created'",
    );
    await expect.poll(() => dedupeKeysOf(student.id), { timeout: 15_000 }).toEqual([`recent-${student.id}`]);
    await expect
      .poll(async () => (await cleanupJobs()).filter((job) => job.state === 'completed').length)
      .toBe(2);
    const next = await waiting();
    expect(next).toHaveLength(1);
    expect(new Date(next[0]?.start_after ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it("counts age by the database's clock, so a portal clock moved years ahead deletes nothing recent", async () => {
    const student = await createSignedInUser(t.app);
    await t.app.db.transaction((tx) =>
      t.app.notifier.notify(tx, {
        recipientId: student.id,
        event: { kind: 'PAYMENT_RECORDED', params: { paymentId: 2, amount: 4956, currency: 'INR' } },
        target: { screen: 'PAYMENTS' },
        dedupeKey: `today-${student.id}`,
      }),
    );
    const completedBefore = (await cleanupJobs()).filter((job) => job.state === 'completed').length;
    t.clock.offsetMs = 5 * 365 * 24 * 60 * 60 * 1000;
    try {
      await t.database.query(
        "update pgboss.job set start_after = now() where name = 'notification-cleanup' and state = 'created'",
      );
      await expect
        .poll(async () => (await cleanupJobs()).filter((job) => job.state === 'completed').length, {
          timeout: 15_000,
        })
        .toBe(completedBefore + 1);
    } finally {
      t.clock.offsetMs = 0;
    }
    expect(await dedupeKeysOf(student.id)).toEqual([`today-${student.id}`]);
    const next = await waiting();
    expect(next).toHaveLength(1);
    expect(new Date(next[0]?.start_after ?? 0).getTime()).toBeLessThan(Date.now() + 25 * 60 * 60 * 1000);
  });

  it('keeps one waiting job when another instance starts on the same database', async () => {
    const second = await buildApp({ config: t.app.config, database: t.database });
    await second.ready();
    try {
      expect(await waiting()).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect(await waiting()).toHaveLength(1);
  });
});

describe('nextCleanupAt', () => {
  it('is the next 22:00 UTC after now', () => {
    expect(nextCleanupAt(new Date('2026-11-29T01:00:00Z')).toISOString()).toBe('2026-11-29T22:00:00.000Z');
    expect(nextCleanupAt(new Date('2026-11-29T22:00:00Z')).toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(nextCleanupAt(new Date('2026-11-29T23:10:00Z')).toISOString()).toBe('2026-11-30T22:00:00.000Z');
  });
});
