// The notification centre's calls: what one notification looks like, its page, the unread count.
import { z } from 'zod';
import { NOTIFICATION_LIMITS } from './notification-count.ts';
import { ZNotificationKind, ZNotificationTarget, ZNotificationTopic } from './notification-kinds.ts';
import { makePageSchema } from './pagination.ts';

export const ZNotification = z.object({
  id: z.uuid(),
  kind: ZNotificationKind,
  topic: ZNotificationTopic,
  title: z.string(),
  body: z.string(),
  target: ZNotificationTarget,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = makePageSchema(ZNotification);
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

const pageSizeMessage = `pageSize must be a whole number from 1 to ${NOTIFICATION_LIMITS.maxPageSize}`;
export const ZNotificationPageQuery = z.strictObject({
  pageNumber: z.coerce
    .number({ error: 'pageNumber must be a whole number of 1 or more' })
    .int('pageNumber must be a whole number of 1 or more')
    .min(1, 'pageNumber must be a whole number of 1 or more')
    .max(10_000, 'pageNumber must be a whole number of 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ error: pageSizeMessage })
    .int(pageSizeMessage)
    .min(1, pageSizeMessage)
    .max(NOTIFICATION_LIMITS.maxPageSize, pageSizeMessage)
    .default(NOTIFICATION_LIMITS.defaultPageSize),
  unreadOnly: z.enum(['true', 'false'], { error: 'unreadOnly must be true or false' }).optional(),
});
export type TNotificationPageQuery = z.infer<typeof ZNotificationPageQuery>;

export const ZNotificationIdParams = z.strictObject({
  notificationId: z
    .string()
    .max(36, 'notificationId must be a notification id')
    .pipe(z.uuid({ error: 'notificationId must be a notification id' })),
});

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  centreEmpty: 'No notifications yet. We will tell you here when something changes.',
  allRead: 'All notifications marked as read',
} as const;
