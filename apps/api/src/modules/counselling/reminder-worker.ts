import type { FastifyInstance } from 'fastify';
import { REMINDER_QUEUE } from '../notifications/index.ts';
import { remindOfSession, type TReminderJob } from './session-reminders.ts';

/** pg-boss polls at least every 0.5 s; reminders are due to the minute, so 30 s is soon enough. */
const DEFAULT_POLL_SECONDS = 30;

/** Takes due session reminders (jobs in pgboss.job, so a restart loses none) and turns them into notifications. */
export async function startReminderWorker(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, notifier: app.notifier };
  await app.jobs.work<TReminderJob>(
    REMINDER_QUEUE,
    { pollSeconds: app.config.notify?.pollSeconds ?? DEFAULT_POLL_SECONDS },
    (job) => remindOfSession(deps, job.data),
  );
}
