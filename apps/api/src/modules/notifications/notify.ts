import type { TNotificationEvent, TNotificationTarget } from '@portal/contract';
import { notificationText } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { notifications } from './notifications-tables.ts';
import { DELIVER_QUEUE } from './queues.ts';

export type TNotifyInput = {
  recipientId: number;
  event: TNotificationEvent;
  target: TNotificationTarget;
  /** Names the cause, so the same change never notifies twice: e.g. `document-rejected:{versionId}`. */
  dedupeKey: string;
};

export type TNotifier = {
  /**
   * Records a notification and its delivery job inside tx, the transaction of the change that causes
   * it: both commit with the change or neither does. A dedupeKey already used is a no-op.
   */
  notify: (tx: TDb, input: TNotifyInput) => Promise<void>;
};

export type TDeliverJob = { notificationId: string };

export function createNotifier(jobs: TJobQueue): TNotifier {
  return {
    async notify(tx, { recipientId, event, target, dedupeKey }) {
      // Renders once so that params a text cannot show fail here, in the change's transaction, not later.
      notificationText(event);
      const [row] = await tx
        .insert(notifications)
        .values({ recipientId, kind: event.kind, params: event.params, target, dedupeKey })
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ id: notifications.id });
      if (!row) return;
      const job: TDeliverJob = { notificationId: row.id };
      await jobs.boss.send(DELIVER_QUEUE, job, { id: row.id, db: jobs.inTransaction(tx) });
    },
  };
}
