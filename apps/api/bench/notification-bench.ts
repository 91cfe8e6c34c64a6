/**
 * npm run bench:notifications (also the last part of npm run bench): the notification queue's throughput.
 * On the embedded database as the server runs it (a DATA_DIR, PGlite in its worker thread; BENCH_DATA_DIR
 * names the folder, else a temporary one) or on PostgreSQL (BENCH_DATABASE_URL: a throwaway database, it is
 * migrated). Measures:
 * - enqueued per second: notify() in a transaction of its own, one after another (BENCH_NOTIFICATIONS);
 * - delivered per second: those notifications carried by one worker, as one instance runs it, to the
 *   texts outbox (a file: no network), quiet hours off; from the worker's start to the last SENT row;
 * - the added time on a write that triggers one: an audited staff write (an update and its audit row) with
 *   and without notify() in the same transaction, alternated (BENCH_RUNS pairs), p50 and p99.
 * Fails (exit 1) when delivery is slower than MIN_DELIVERED_PER_SECOND: a worker that waits a polling
 * interval between jobs delivers about one a second.
 */

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STAFF_AUDIT_ACTIONS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openPglite, openPostgres, type TDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import type { TSessionUser } from '../src/lib/session-user.ts';
import { recordAudit } from '../src/modules/audit/index.ts';
import { createAccount } from '../src/modules/auth/account-opening.ts';
import { sessionSeriesOf } from '../src/modules/counselling/index.ts';
import { deliverNotification } from '../src/modules/notifications/delivery-worker.ts';
import { createDeliveryChannels, createNotificationQueue } from '../src/modules/notifications/index.ts';
import { createNotifier, type TDeliverJob } from '../src/modules/notifications/notify.ts';
import { DELIVER_QUEUE } from '../src/modules/notifications/queues.ts';

const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const MIN_DELIVERED_PER_SECOND = 10;
const DELIVERY_TIMEOUT_MS = 120_000;

const silent = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silent,
} as unknown as FastifyBaseLogger;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function openBenchDatabase(): Promise<{
  database: TDatabase;
  label: string;
  cleanUp: () => Promise<void>;
}> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) return { database: await openPostgres(url), label: 'PostgreSQL', cleanUp: async () => {} };
  const own = !process.env.BENCH_DATA_DIR;
  const dataDir = process.env.BENCH_DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-')));
  return {
    database: await openPglite({ dataDir }),
    label: 'embedded (DATA_DIR)',
    cleanUp: async () => {
      if (own) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { database, label, cleanUp } = await openBenchDatabase();
  const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-texts-'));
  const textOutbox = path.join(outboxDir, 'texts.jsonl');
  try {
    await migrateDatabase(database);
    const db = database.db;
    const jobs = createNotificationQueue(database, (error) => console.error('job queue error', error));
    await jobs.start();
    const notifier = createNotifier(jobs);
    const stamp = Date.now() % 1e6;
    const mobile = (n: number) => `9${String(stamp).padStart(6, '0')}${String(n).padStart(3, '0')}`;
    const { account: student } = await createAccount(db, { mobileNumber: mobile(1), role: 'STUDENT' });
    const { account: counsellor } = await createAccount(db, { mobileNumber: mobile(2), role: 'COUNSELLOR' });
    // Texts at any hour: quiet hours would hold them for the morning.
    await database.query(
      'insert into notification_preferences (user_id, quiet_hours_enabled) values ($1, false)',
      [student.id],
    );
    const actor: TSessionUser = {
      id: counsellor.id,
      role: 'COUNSELLOR',
      jti: 'bench',
      expiresAt: new Date(),
    };
    let sequence = 0;
    const notifyInto = (tx: typeof db) =>
      notifier.notify(tx, {
        recipientId: student.id,
        event: {
          kind: 'DOCUMENT_REJECTED',
          params: { documentType: 'SSC', reason: 'The scan is unreadable.' },
        },
        target: { screen: 'PROFILE_DOCUMENT', documentType: 'SSC' },
        dedupeKey: `bench:${stamp}:${++sequence}`,
      });

    // 1. Enqueued: one notification per transaction, as a change makes it.
    const enqueueStartedAt = performance.now();
    for (let i = 0; i < NOTIFICATIONS; i++) await db.transaction(notifyInto);
    const enqueueSeconds = (performance.now() - enqueueStartedAt) / 1000;

    // 2. Delivered: one worker (as one instance runs it) empties the queue into the texts outbox.
    const channels = createDeliveryChannels({
      config: {
        env: 'development',
        notify: { mailFrom: 'bench <bench@localhost>', textOutbox, publicUrl: 'http://localhost' },
      },
      db,
      clock: { now: () => new Date() },
      log: silent,
      sessionSeriesOf,
    });
    const deps = {
      db,
      jobs,
      channels,
      publicUrl: 'http://localhost',
      clock: { now: () => new Date() },
      log: silent,
    };
    const sentCount = async () => {
      const { rows } = await database.query(
        "select count(*)::int as n from notification_deliveries where channel = 'SMS' and status = 'SENT'",
      );
      return Number(rows[0]?.n ?? 0);
    };
    const deliverStartedAt = performance.now();
    const workerId = await jobs.work<TDeliverJob>(DELIVER_QUEUE, { pollSeconds: 0.5 }, (job) =>
      deliverNotification(deps, job.data),
    );
    while ((await sentCount()) < NOTIFICATIONS) {
      if (performance.now() - deliverStartedAt > DELIVERY_TIMEOUT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const delivered = await sentCount();
    const deliverSeconds = (performance.now() - deliverStartedAt) / 1000;
    await jobs.boss.offWork({ id: workerId });
    const texts = (await fs.readFile(textOutbox, 'utf8')).split('\n').filter(Boolean).length;

    // 3. The added time: the same audited write with and without notify(), alternated.
    const write = (withNotify: boolean) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update users set name = ${`Student ${sequence}`} where id = ${student.id}`);
        await recordAudit(tx, {
          actor,
          studentId: student.id,
          action: STAFF_AUDIT_ACTIONS.documentReviewed,
          entityType: 'STUDENT_DOCUMENT',
          entityId: student.id,
          before: { status: 'UPLOADED' },
          after: { status: 'REJECTED' },
        });
        if (withNotify) await notifyInto(tx);
        else sequence++;
      });
    const samples = { without: [] as number[], with: [] as number[] };
    for (let i = 0; i < RUNS + 10; i++) {
      for (const withNotify of i % 2 ? [true, false] : [false, true]) {
        const startedAt = performance.now();
        await write(withNotify);
        // The first ten pairs warm the plans and caches.
        if (i >= 10) samples[withNotify ? 'with' : 'without'].push(performance.now() - startedAt);
      }
    }
    for (const list of Object.values(samples)) list.sort((a, b) => a - b);
    await jobs.stop();

    const perSecond = (n: number, seconds: number) => (n / seconds).toFixed(0).padStart(8);
    const ms = (value: number) => value.toFixed(2).padStart(8);
    console.log(`notifications on ${label}\n`);
    console.log('case'.padEnd(58), '   value');
    console.log(
      `enqueued per second (${NOTIFICATIONS} notify(), own transactions)`.padEnd(58),
      perSecond(NOTIFICATIONS, enqueueSeconds),
    );
    console.log(
      `delivered per second (one worker, SMS to the outbox)`.padEnd(58),
      perSecond(delivered, deliverSeconds),
    );
    console.log('');
    console.log(`audited write, ${RUNS} pairs alternated`.padEnd(40), '   p50 ms', '   p99 ms');
    console.log(
      'without notify()'.padEnd(40),
      ms(percentile(samples.without, 0.5)),
      ms(percentile(samples.without, 0.99)),
    );
    console.log(
      'with notify()'.padEnd(40),
      ms(percentile(samples.with, 0.5)),
      ms(percentile(samples.with, 0.99)),
    );
    const p50Without = percentile(samples.without, 0.5);
    const p50With = percentile(samples.with, 0.5);
    console.log(
      `added by notify(): ${(p50With - p50Without).toFixed(2)} ms at p50 (× ${(p50With / p50Without).toFixed(2)})`,
    );
    if (delivered < NOTIFICATIONS || texts !== delivered) {
      console.error(`\nFAIL: ${delivered} of ${NOTIFICATIONS} delivered, ${texts} texts written`);
      process.exitCode = 1;
    } else if (delivered / deliverSeconds < MIN_DELIVERED_PER_SECOND) {
      console.error(`\nFAIL: delivery under ${MIN_DELIVERED_PER_SECOND} per second`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    await cleanUp();
    await fs.rm(outboxDir, { recursive: true, force: true });
  }
}

await main();
