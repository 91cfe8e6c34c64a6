import { NOTIFICATION_TOPIC_OF, notificationText, type TOptionalChannel } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import type { TDeliveryChannels } from './channels.ts';
import {
  deliveriesOf,
  findNotification,
  recordDelivery,
  type TNotificationRow,
} from './notification-repository.ts';
import type { TDeliverJob } from './notify.ts';
import { channelsFor, preferencesOf } from './preference-repository.ts';
import { DELIVER_QUEUE } from './queues.ts';
import { quietUntil } from './quiet-hours.ts';
import { findRecipient } from './recipients-read-model.ts';

export type TDeliveryDeps = {
  db: TDb;
  jobs: TJobQueue;
  channels: TDeliveryChannels;
  publicUrl: string;
  clock: { now: () => Date };
  log: FastifyBaseLogger;
};

/** Thrown when a channel failed: pg-boss keeps the message and retries the job with back-off. */
export class DeliveryError extends Error {}

const TEXT_CHANNELS: readonly TOptionalChannel[] = ['SMS', 'WHATSAPP'];

/**
 * Carries one notification to the outside channels its recipient chose for its topic, read now (so a
 * channel turned off before delivery is obeyed). Each channel goes once: its delivery row says SENT and a
 * retried job skips it. Texts during the recipient's quiet hours wait for their end as a job of their own.
 */
export async function deliverNotification(
  deps: TDeliveryDeps,
  job: TDeliverJob & { only?: TOptionalChannel[] },
) {
  const notification = await findNotification(deps.db, job.notificationId);
  if (!notification) return { skipped: 'gone' };
  const recipient = await findRecipient(deps.db, notification.recipientId);
  if (!recipient || recipient.disabled) return { skipped: 'recipient' };
  const preferences = await preferencesOf(deps.db, recipient);
  const done = await deliveriesOf(deps.db, notification.id);
  const wanted = channelsFor(preferences, NOTIFICATION_TOPIC_OF[notification.event.kind]).filter(
    (channel) =>
      (!job.only || job.only.includes(channel)) &&
      done.get(channel) !== 'SENT' &&
      done.get(channel) !== 'SKIPPED',
  );
  const text = notificationText(notification.event);
  // A job that carries held texts (`only`) starts when the quiet hours end by the database's clock: it is
  // not judged again by this process's clock, which may be a second behind and would hold them again.
  const quiet = job.only ? null : quietUntil(preferences.quietHours, deps.clock.now());
  const failures: string[] = [];
  const deferred: TOptionalChannel[] = [];

  for (const channel of wanted) {
    if (channel === 'EMAIL' && !preferences.email) {
      await recordDelivery(deps.db, {
        notificationId: notification.id,
        channel,
        status: 'SKIPPED',
        error: 'no verified email',
      });
      continue;
    }
    if (TEXT_CHANNELS.includes(channel) && quiet) {
      deferred.push(channel);
      continue;
    }
    try {
      await send(deps, channel, notification, text, preferences.email ?? '', recipient.mobileNumber);
      await recordDelivery(deps.db, { notificationId: notification.id, channel, status: 'SENT' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordDelivery(deps.db, {
        notificationId: notification.id,
        channel,
        status: 'FAILED',
        error: message,
      });
      failures.push(`${channel}: ${message}`);
    }
  }
  if (deferred.length > 0 && quiet) await deferTexts(deps, notification, deferred, quiet);
  if (failures.length > 0) throw new DeliveryError(failures.join('; '));
  return { sent: wanted.filter((channel) => !deferred.includes(channel)), deferred };
}

async function send(
  deps: TDeliveryDeps,
  channel: TOptionalChannel,
  notification: TNotificationRow,
  text: ReturnType<typeof notificationText>,
  email: string,
  mobileNumber: string,
): Promise<void> {
  const link = `${deps.publicUrl}/notifications/${notification.id}`;
  if (channel === 'EMAIL') return deps.channels.sendEmail({ to: email, notification, text, link });
  return deps.channels.sendText({ channel: channel as 'SMS' | 'WHATSAPP', to: mobileNumber, text: text.sms });
}

/** One job per notification and quiet-hours end: a re-run of this job cannot schedule it twice. */
async function deferTexts(
  deps: TDeliveryDeps,
  notification: TNotificationRow,
  channels: TOptionalChannel[],
  until: Date,
): Promise<void> {
  for (const channel of channels) {
    await recordDelivery(deps.db, { notificationId: notification.id, channel, status: 'DEFERRED' });
  }
  await deps.jobs.boss.send(
    DELIVER_QUEUE,
    { notificationId: notification.id, only: channels },
    {
      startAfter: until,
      singletonKey: `quiet:${notification.id}:${until.toISOString()}`,
      singletonHours: 24,
    },
  );
}
