import type { TNotificationEvent, TNotificationTarget } from '@portal/contract';
import { and, count, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { notificationDeliveries, notifications } from './notifications-tables.ts';

export type TNotificationRow = {
  id: string;
  recipientId: number;
  event: TNotificationEvent;
  target: TNotificationTarget;
  createdAt: Date;
  readAt: Date | null;
};

const columns = {
  id: notifications.id,
  recipientId: notifications.recipientId,
  kind: notifications.kind,
  params: notifications.params,
  target: notifications.target,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

type TSelected = { kind: string; params: unknown; target: unknown } & Omit<
  TNotificationRow,
  'event' | 'target'
>;

const toRow = ({ kind, params, target, ...rest }: TSelected): TNotificationRow => ({
  ...rest,
  event: { kind, params } as TNotificationEvent,
  target: target as TNotificationTarget,
});

const mine = (recipientId: number, unreadOnly: boolean): SQL | undefined =>
  and(eq(notifications.recipientId, recipientId), unreadOnly ? isNull(notifications.readAt) : undefined);

export async function listNotificationsOf(
  db: TDb,
  recipientId: number,
  page: { offset: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: TNotificationRow[]; total: number }> {
  const where = mine(recipientId, page.unreadOnly);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.value ?? 0 };
}

export async function countUnreadOf(db: TDb, recipientId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(notifications).where(mine(recipientId, true));
  return row?.value ?? 0;
}

/** The recipient's own notification, or undefined (another person's id reads as not found). */
export async function findNotificationOf(
  db: TDb,
  recipientId: number,
  id: string,
): Promise<TNotificationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)));
  return row && toRow(row);
}

export async function findNotification(db: TDb, id: string): Promise<TNotificationRow | undefined> {
  const [row] = await db.select(columns).from(notifications).where(eq(notifications.id, id));
  return row && toRow(row);
}

export async function markReadOf(
  db: TDb,
  recipientId: number,
  id: string,
  at: Date,
): Promise<TNotificationRow | undefined> {
  // coalesce: reading again keeps the first time it was read.
  const [row] = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(eq(notifications.id, id), eq(notifications.recipientId, recipientId), isNull(notifications.readAt)),
    )
    .returning(columns);
  return row ? toRow(row) : findNotificationOf(db, recipientId, id);
}

export async function markAllReadOf(db: TDb, recipientId: number, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(mine(recipientId, true))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes notifications created more than `days` ago by the database's clock (the one that stamps created_at). */
export async function deleteNotificationsOlderThan(db: TDb, days: number): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: notifications.id });
  return rows.length;
}

export type TDeliveryStatus = 'SENT' | 'SKIPPED' | 'DEFERRED' | 'FAILED';

export async function deliveriesOf(db: TDb, notificationId: string): Promise<Map<string, TDeliveryStatus>> {
  const rows = await db
    .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
  return new Map(rows.map((row) => [row.channel, row.status as TDeliveryStatus]));
}

export async function recordDelivery(
  db: TDb,
  entry: { notificationId: string; channel: string; status: TDeliveryStatus; error?: string },
): Promise<void> {
  const values = {
    notificationId: entry.notificationId,
    channel: entry.channel,
    status: entry.status,
    attempts: 1,
    lastError: entry.error ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationDeliveries)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationDeliveries.notificationId, notificationDeliveries.channel],
      set: {
        status: values.status,
        lastError: values.lastError,
        updatedAt: values.updatedAt,
        attempts: sql`${notificationDeliveries.attempts} + 1`,
      },
    });
}
