import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_QUEUE_AUDIT_ACTIONS,
  NOTIFICATION_QUEUE_MESSAGES,
  QUEUE_HEALTH_LIMITS,
  QUEUE_JOB_SUMMARIES,
  type TQueueFailure,
  type TQueueHealth,
  type TQueueJobRetried,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import type { TDeliveryChannels } from './channels.ts';
import { failureDetailsOf, type TFailureDetail } from './delivery-failure-repository.ts';
import { maskPersonalData } from './error-masking.ts';
import { countJobs, databaseNow, lastFailedJobs, lockJob, type TFailedJob } from './queue-read-model.ts';
import { DELIVER_QUEUE, REMINDER_QUEUE } from './queues.ts';

export type TQueueHealthDeps = { db: TDb; jobs: TJobQueue; describeSenders: TDeliveryChannels['describe'] };

/** The queues the admin page watches: the retention clean-up is housekeeping, not delivery. */
const WATCHED = [DELIVER_QUEUE, REMINDER_QUEUE] as const;

/** GET /api/staff/notification-queue: counts per queue, the last failures, the senders configured. */
export async function getQueueHealth(deps: TQueueHealthDeps): Promise<TQueueHealth> {
  const [counts, failed, checkedAt] = await Promise.all([
    countJobs(deps.db, WATCHED),
    lastFailedJobs(deps.db, WATCHED, QUEUE_HEALTH_LIMITS.failures),
    databaseNow(deps.db),
  ]);
  const details = await failureDetailsOf(
    deps.db,
    failed.flatMap((job) => {
      const id = notificationIdOf(job);
      return id ? [id] : [];
    }),
  );
  return {
    queues: counts,
    failures: failed.map((job) => toFailure(job, details)),
    channels: deps.describeSenders(),
    checkedAt: checkedAt.toISOString(),
  };
}

function notificationIdOf(job: TFailedJob): string | undefined {
  if (job.queue !== DELIVER_QUEUE) return undefined;
  const id = (job.data as { notificationId?: unknown } | null)?.notificationId;
  return typeof id === 'string' ? id : undefined;
}

function toFailure(job: TFailedJob, details: Map<string, TFailureDetail>): TQueueFailure {
  const notificationId = notificationIdOf(job);
  const detail = notificationId ? details.get(notificationId) : undefined;
  let summary: string = QUEUE_JOB_SUMMARIES.unknown;
  if (job.queue === REMINDER_QUEUE) summary = QUEUE_JOB_SUMMARIES.reminder;
  else if (detail)
    summary =
      (NOTIFICATION_KIND_LABELS as Record<string, string>)[detail.kind] ?? QUEUE_JOB_SUMMARIES.unknown;
  else if (notificationId) summary = QUEUE_JOB_SUMMARIES.notificationGone;
  return {
    jobId: job.id,
    queue: job.queue,
    summary,
    channels: detail?.failedChannels ?? [],
    error: maskPersonalData(errorOf(job.output)),
    attempts: job.attempts,
    failedAt: job.failedAt.toISOString(),
  };
}

/** pg-boss keeps a thrown error serialized ({ message, stack }) or its own ({ value: { message } }). */
function errorOf(output: unknown): string {
  const value = output as { message?: unknown; value?: { message?: unknown } } | null;
  if (typeof value?.message === 'string') return value.message;
  if (typeof value?.value?.message === 'string') return value.value.message;
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

/**
 * POST /api/staff/notification-queue/jobs/{jobId}/retry: a failed job is queued again for one more try
 * (pg-boss's retry), in one transaction with its audit entry. 404 for a job the watched queues do not
 * hold, 409 for one that has not failed (waiting, running, done, or retried already).
 */
export async function retryFailedJob(
  deps: TQueueHealthDeps,
  admin: TSessionUser,
  jobId: string,
): Promise<TQueueJobRetried> {
  return deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, WATCHED, jobId);
    if (!job) throw notFound(NOTIFICATION_QUEUE_MESSAGES.jobNotFound);
    if (job.state !== 'failed') throw conflict(NOTIFICATION_QUEUE_MESSAGES.notFailed);
    await deps.jobs.boss.retry(job.queue, jobId, { db: deps.jobs.inTransaction(tx) });
    await recordAudit(tx, {
      actor: admin,
      studentId: null,
      action: NOTIFICATION_QUEUE_AUDIT_ACTIONS.jobRetried,
      entityType: 'NOTIFICATION_JOB',
      entityId: null,
      before: { jobId, queue: job.queue, state: 'failed' },
      after: { jobId, queue: job.queue, state: 'retry' },
    });
    return { jobId, queue: job.queue };
  });
}
