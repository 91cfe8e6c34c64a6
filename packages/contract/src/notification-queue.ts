// The admin's view of the delivery queue: is anything stuck or failing (a broken SMTP setting shows the same day).
import { z } from 'zod';
import type { TNotificationKind } from './notification-kinds.ts';

export const ZQueueCounts = z.object({
  name: z.string(),
  /** Due now, not yet taken by a worker. */
  waiting: z.number().int(),
  /** Due later (a reminder, a text held until quiet hours end). */
  scheduled: z.number().int(),
  active: z.number().int(),
  /** Failed at least once, waiting for the next try. */
  retrying: z.number().int(),
  /** Out of tries and not retried yet (kept a week, retryable meanwhile). */
  failed: z.number().int(),
  failedLastDay: z.number().int(),
  completedLastDay: z.number().int(),
});
export type TQueueCounts = z.infer<typeof ZQueueCounts>;

export const ZQueueFailure = z.object({
  jobId: z.uuid(),
  queue: z.string(),
  /** What the job was for, without personal data: the kind of notification, or "Session reminder". */
  summary: z.string(),
  /** The outside channels that failed (EMAIL, SMS, WHATSAPP); empty when the job failed before sending. */
  channels: z.array(z.string()),
  /** The job's last error, with any email address or phone number masked. */
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type TQueueFailure = z.infer<typeof ZQueueFailure>;

/**
 * How emails leave: SMTP (SMTP_URL), OUTBOX (the MAIL_OUTBOX file, outside production), LOG (development:
 * a line in the server log), OFF (production without SMTP_URL: no email is sent).
 */
export const ZEmailSender = z.enum(['SMTP', 'OUTBOX', 'LOG', 'OFF']);
export type TEmailSender = z.infer<typeof ZEmailSender>;
/** How SMS and WhatsApp texts leave: the gateway webhook, the NOTIFY_OUTBOX file, or the development log. */
export const ZTextSender = z.enum(['WEBHOOK', 'OUTBOX', 'LOG']);
export type TTextSender = z.infer<typeof ZTextSender>;

export const ZQueueHealth = z.object({
  queues: z.array(ZQueueCounts),
  /** The last failures (QUEUE_HEALTH_LIMITS.failures), newest first. */
  failures: z.array(ZQueueFailure),
  /** Which email and text senders are configured (no addresses or secrets). */
  channels: z.object({
    email: ZEmailSender,
    texts: ZTextSender,
  }),
  checkedAt: z.string(),
});
export type TQueueHealth = z.infer<typeof ZQueueHealth>;

export const ZQueueJobParams = z.strictObject({
  jobId: z
    .string()
    .max(36, 'jobId must be a job id')
    .pipe(z.uuid({ error: 'jobId must be a job id' })),
});

export const ZQueueJobRetried = z.object({ jobId: z.uuid(), queue: z.string() });
export type TQueueJobRetried = z.infer<typeof ZQueueJobRetried>;

export const QUEUE_HEALTH_LIMITS = {
  /** How many of the last failures the page lists. */
  failures: 20,
  /** How often an open page reads the health again. */
  refreshMs: 30_000,
} as const;

export const NOTIFICATION_QUEUE_MESSAGES = {
  jobNotFound: 'Job not found',
  notFailed: 'Only a failed job can be retried',
  retried: 'Job queued again',
} as const;

export const NOTIFICATION_QUEUE_AUDIT_ACTIONS = {
  jobRetried: 'NOTIFICATION_JOB_RETRIED',
} as const;

/** What a failed job was about, in the admin's words: the kind, never its params (names, reasons). */
export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  DOCUMENT_ACCEPTED: 'Document accepted',
  DOCUMENT_REJECTED: 'Document rejected',
  SESSION_BOOKED: 'Counselling booked',
  SESSION_RESCHEDULED: 'Counselling rescheduled',
  SESSION_CANCELLED: 'Counselling cancelled',
  SESSION_COMPLETED: 'Counselling completed',
  SESSION_REMINDER: 'Session reminder',
  PAYMENT_RECORDED: 'Payment recorded',
  APPLICATION_STATUS_CHANGED: 'Application status changed',
  OFFER_LETTER_POSTED: 'Offer letter posted',
  CONDITIONAL_DOCUMENTS_REQUESTED: 'Conditional documents requested',
  JOURNEY_UPDATED: 'Journey updated',
  STAFF_DOCUMENT_UPLOADED: 'New upload to review (staff)',
  STAFF_SESSION_CHANGED: 'Booking changed (staff)',
  STAFF_STUDENT_CHANGE: 'Student change (staff)',
  MESSAGE_RECEIVED: 'New message',
  STAFF_MESSAGE_RECEIVED: 'New message from a student (staff)',
};

/** The summary of a job whose notification is gone (deleted after NOTIFICATION_LIMITS.keepDays). */
export const QUEUE_JOB_SUMMARIES = {
  reminder: 'Session reminder (not yet sent)',
  notificationGone: 'Notification (no longer kept)',
  unknown: 'Job',
} as const;
