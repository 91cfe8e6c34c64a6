import {
  NOTIFICATION_QUEUE_AUDIT_ACTIONS,
  NOTIFICATION_QUEUE_MESSAGES,
  QUEUE_HEALTH_LIMITS,
  STAFF_ACCOUNT_MESSAGES,
  ZApiError,
  ZQueueHealth,
  ZQueueJobParams,
  ZQueueJobRetried,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { getQueueHealth, retryFailedJob, type TQueueHealthDeps } from './queue-health-service.ts';

const common = { tags: ['staff'], security: [{ bearerAuth: [] }] };
const ONLY_ADMIN = `ADMIN only: a counsellor gets 403 "${STAFF_ACCOUNT_MESSAGES.adminOnly}", a student 403, no token 401.`;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

/** The admin's view of notification delivery: the queue's health and a retry for a failed job. */
const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TQueueHealthDeps = { db: app.db, jobs: app.jobs, describeSenders: app.notificationSenders };

  app.get(
    '/api/staff/notification-queue',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'The notification queue: waiting, failing, configured senders',
        description:
          `${ONLY_ADMIN} Per queue (notification-deliver, session-reminder): jobs waiting (due, not taken), ` +
          'scheduled for later, active, retrying, failed (out of tries, kept a week and retryable), failed and ' +
          `completed in the last 24 h. The last ${QUEUE_HEALTH_LIMITS.failures} failures, newest first, with ` +
          'what the job was for (the kind of notification and the channels that failed, never the recipient), ' +
          'its error with email addresses and phone numbers masked, and its attempts. Which email and text ' +
          'senders are configured (no addresses or secrets).',
        response: { 200: ZQueueHealth, ...errors },
      },
    },
    async () => getQueueHealth(deps),
  );

  app.post(
    '/api/staff/notification-queue/jobs/:jobId/retry',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Retry a failed notification job',
        description:
          `${ONLY_ADMIN} Queues the failed job again for one more try; a delivery sends only the channels ` +
          `not sent yet. 404 "${NOTIFICATION_QUEUE_MESSAGES.jobNotFound}" for a job the queues do not hold, ` +
          `409 "${NOTIFICATION_QUEUE_MESSAGES.notFailed}" for one that has not failed. Audited ` +
          `(${NOTIFICATION_QUEUE_AUDIT_ACTIONS.jobRetried}).`,
        params: ZQueueJobParams,
        response: { 200: ZQueueJobRetried, ...errors, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => retryFailedJob(deps, currentUser(request), request.params.jobId),
  );
};

export default queueRoutes;
