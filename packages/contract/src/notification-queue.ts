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

export const ZQueueHealth = z.object({
  queues: z.array(ZQueueCounts),
  failures: z.array(ZQueueFailure),
  /** Which email and text senders are configured (no addresses or secrets). */
  channels: z.object({
    email: z.enum(['SMTP', 'OUTBOX', 'LOG']),
    texts: z.enum(['WEBHOOK', 'OUTBOX', 'LOG']),
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
