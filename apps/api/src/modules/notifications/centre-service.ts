import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TOPIC_OF,
  notificationText,
  type TNotification,
  type TNotificationPage,
  type TNotificationPageQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import {
  countUnreadOf,
  findNotificationOf,
  listNotificationsOf,
  markAllReadOf,
  markReadOf,
  type TNotificationRow,
} from './notification-repository.ts';

export type TCentreDeps = { db: TDb; clock: { now: () => Date } };

export function toNotification(row: TNotificationRow): TNotification {
  const text = notificationText(row.event);
  return {
    id: row.id,
    kind: row.event.kind,
    topic: NOTIFICATION_TOPIC_OF[row.event.kind],
    title: text.title,
    body: text.body,
    target: row.target,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function listMyNotifications(
  { db }: TCentreDeps,
  user: TSessionUser,
  query: TNotificationPageQuery,
): Promise<TNotificationPage> {
  const { pageNumber, pageSize } = query;
  const { rows, total } = await listNotificationsOf(db, user.id, {
    offset: (pageNumber - 1) * pageSize,
    limit: pageSize,
    unreadOnly: query.unreadOnly === 'true',
  });
  return {
    content: rows.map(toNotification),
    page: pageNumber,
    size: pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

export async function countMyUnread({ db }: TCentreDeps, user: TSessionUser) {
  return { unread: await countUnreadOf(db, user.id) };
}

export async function getMyNotification({ db }: TCentreDeps, user: TSessionUser, id: string) {
  const row = await findNotificationOf(db, user.id, id);
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return toNotification(row);
}

export async function readMyNotification({ db, clock }: TCentreDeps, user: TSessionUser, id: string) {
  const row = await markReadOf(db, user.id, id, clock.now());
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return toNotification(row);
}

export async function readAllMyNotifications({ db, clock }: TCentreDeps, user: TSessionUser) {
  await markAllReadOf(db, user.id, clock.now());
  return { unread: 0 };
}
