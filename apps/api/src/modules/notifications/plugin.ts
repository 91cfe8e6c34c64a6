import type { FastifyInstance } from 'fastify';
import type { TJobTiming } from '../../config/env.ts';
import type { TDatabase } from '../../db/client.ts';
import { createJobQueue, type TJobQueue } from '../../lib/job-queue.ts';
import type { TDeliveryChannels } from './channels.ts';
import { deliverNotification } from './delivery-worker.ts';
import { createNotifier, type TDeliverJob, type TNotifier } from './notify.ts';
import { DELIVER_QUEUE, NOTIFICATION_QUEUES } from './queues.ts';
import { startRetention } from './retention.ts';

export { default } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which email and text senders are configured, for the admin's queue page (no addresses, no secrets). */
    notificationSenders: TDeliveryChannels['describe'];
    /** The senders notifications leave by; the email-verification call sends its code through them. */
    notificationChannels: TDeliveryChannels;
  }
}

/** pg-boss polls at least every 0.5 s; 1 s keeps the embedded database's one connection mostly free. */
const DEFAULT_POLL_SECONDS = 1;
/** The daily clean-up may start a minute late; polling for it costs the embedded database a query each time. */
const CLEANUP_POLL_SECONDS = 60;

export function createNotificationQueue(
  database: TDatabase,
  onError: (error: unknown) => void,
  timing?: TJobTiming,
): TJobQueue {
  return createJobQueue(database, { queues: NOTIFICATION_QUEUES, onError, timing });
}

/**
 * Wires notifications into the app: `app.notifier` for the modules' transactions, the delivery worker
 * started once the app is ready (after the queue's own start), everything stopped on close.
 */
export function notificationsPlugin(
  app: FastifyInstance,
  options: { jobs: TJobQueue; channels: TDeliveryChannels; pollSeconds?: number },
): TNotifier {
  const { jobs, channels } = options;
  const notifier = createNotifier(jobs);
  app.decorate('notificationSenders', () => channels.describe());
  app.decorate('notificationChannels', channels);
  app.addHook('onReady', async () => {
    await jobs.start();
    const deps = {
      db: app.db,
      jobs,
      channels,
      publicUrl: app.config.notify?.publicUrl ?? `http://localhost:${app.config.port}`,
      clock: app.clock,
      log: app.log,
    };
    await jobs.work<TDeliverJob>(
      DELIVER_QUEUE,
      { pollSeconds: options.pollSeconds ?? DEFAULT_POLL_SECONDS },
      async (job) => deliverNotification(deps, job.data),
    );
    await startRetention({
      ...deps,
      pollSeconds: options.pollSeconds ?? CLEANUP_POLL_SECONDS,
    });
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await channels.close();
  });
  return notifier;
}
