// The admin's view of the delivery queue: is anything stuck or failing (a broken SMTP setting shows the same day).
import { z } from 'zod';

export const ZQueueCounts = z.object({
  name: z.string(),
  waiting: z.number().int(),
  scheduled: z.number().int(),
  active: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  completedLastDay: z.number().int(),
});

export const ZQueueFailure = z.object({
  jobId: z.uuid(),
  queue: z.string(),
  /** What the job was for, without personal data (the kind, the channel that failed). */
  summary: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});

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

export const NOTIFICATION_QUEUE_MESSAGES = {
  jobNotFound: 'Job not found',
  notFailed: 'Only a failed job can be retried',
  retried: 'Job queued again',
} as const;
