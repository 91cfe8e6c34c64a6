import { NOTIFICATION_LIMITS } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { deleteNotificationsOlderThan } from './notification-repository.ts';
import { CLEANUP_QUEUE } from './queues.ts';

export type TRetentionDeps = {
  db: TDb;
  jobs: TJobQueue;
  log: FastifyBaseLogger;
  pollSeconds: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** 22:00 UTC is 03:30 in India: the quietest hour of the portal. */
const RUN_AT_UTC_HOUR = 22;

/** The next 22:00 UTC strictly after `now`. */
export function nextCleanupAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(RUN_AT_UTC_HOUR, 0, 0, 0);
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

/**
 * Deletes notifications older than NOTIFICATION_LIMITS.keepDays once a day, with any number of instances.
 * A self-rescheduling job rather than a pg-boss cron schedule: the schedule (off in lib/job-queue.ts)
 * would add a timekeeper polling every 30 s on every instance and a clock-skew check, for one job a day.
 * The queue's 'short' policy lets one job wait at a time (a unique index of pg-boss), so each instance
 * offering one at start adds nothing when one waits already, and a chain broken by a failure is mended
 * by the next start. Each run first offers tomorrow's job, then deletes; a retry or a second run deletes
 * nothing more.
 */
export async function startRetention(deps: TRetentionDeps): Promise<void> {
  await deps.jobs.work(CLEANUP_QUEUE, { pollSeconds: deps.pollSeconds }, async () => {
    // Both times are the database's, not the portal's clock (which tests move to other years): pg-boss
    // compares start_after with the database's now(), and created_at is stamped by it.
    await deps.jobs.boss.send(CLEANUP_QUEUE, {}, { startAfter: nextCleanupAt(new Date()) });
    const deleted = await deleteNotificationsOlderThan(deps.db, NOTIFICATION_LIMITS.keepDays);
    if (deleted > 0) deps.log.info({ deleted }, 'old notifications deleted');
    return { deleted };
  });
  // Due now when none waits (the first start, or a chain that broke); ignored while one waits.
  await deps.jobs.boss.send(CLEANUP_QUEUE, {});
}
