import type { TQueueDefinition } from '../../lib/job-queue.ts';

/** One job per notification: it carries the notification to email, SMS and WhatsApp. */
export const DELIVER_QUEUE = 'notification-deliver';
/** A session reminder, due 24 h or 1 h before the session; it becomes a notification when due. */
export const REMINDER_QUEUE = 'session-reminder';
/** The daily deletion of notifications older than NOTIFICATION_LIMITS.keepDays (retention.ts). */
export const CLEANUP_QUEUE = 'notification-cleanup';

const MINUTE = 60;

export const NOTIFICATION_QUEUES: readonly TQueueDefinition[] = [
  {
    name: DELIVER_QUEUE,
    options: {
      // 30 s, then about 1, 2, 4, 8, 16 minutes (pg-boss's back-off adds jitter): a broken SMTP setting
      // is retried for about half an hour, then the job is failed and shows on the admin page.
      retryLimit: 6,
      retryDelay: 30,
      retryBackoff: true,
      // A job held by a process killed mid-delivery is expired and retried after this.
      expireInSeconds: 2 * MINUTE,
      // A job not taken for this long (no worker running) is dropped: a week-old notice helps nobody.
      retentionDays: 7,
    },
  },
  {
    name: REMINDER_QUEUE,
    options: {
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 2 * MINUTE,
      // Reminders wait until their time, up to COUNSELLING_SCHEDULE.maxDaysAhead and a little more.
      retentionDays: 70,
    },
  },
  {
    name: CLEANUP_QUEUE,
    options: {
      // 'short': at most one job waits in the queue, whichever instance sent it (see retention.ts).
      policy: 'short',
      retryLimit: 3,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 10 * MINUTE,
      retentionDays: 3,
    },
  },
];
