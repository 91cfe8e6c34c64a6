import { NOTIFICATION_LIMITS, type TNotificationPage, ZNotificationPage } from '@portal/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { NOTIFICATION_KEYS } from './notification-keys.ts';

export type TNotificationPageRequest = { pageNumber: number; pageSize: number; unreadOnly: boolean };

/** GET /api/notifications: a page of the signed-in person's notifications, newest first. */
export async function getNotifications(
  { pageNumber, pageSize, unreadOnly }: TNotificationPageRequest,
  signal?: AbortSignal,
): Promise<TNotificationPage> {
  const params = { pageNumber, pageSize, ...(unreadOnly ? { unreadOnly: 'true' } : {}) };
  const response = await apiClient.get('/api/notifications', { params, signal });
  return ZNotificationPage.parse(response.data);
}

/** How many the bell's menu shows: the newest few. */
export const BELL_MENU_SIZE = 5;

// The centre: pages appended by "Load more". Read again on every visit and when the count says something
// changed (a mark read invalidates every list). A failure is shown inline with a retry.
export const notificationPagesQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: NOTIFICATION_KEYS.list(unreadOnly, NOTIFICATION_LIMITS.defaultPageSize),
    queryFn: ({ pageParam, signal }) =>
      getNotifications(
        { pageNumber: pageParam, pageSize: NOTIFICATION_LIMITS.defaultPageSize, unreadOnly },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 0,
    meta: { isShownInline: true },
  });

/** The bell's menu: the newest few, read each time it opens. */
export const latestNotificationsQuery = () =>
  queryOptions({
    queryKey: NOTIFICATION_KEYS.list(false, BELL_MENU_SIZE),
    queryFn: ({ signal }) =>
      getNotifications({ pageNumber: 1, pageSize: BELL_MENU_SIZE, unreadOnly: false }, signal),
    staleTime: 0,
    meta: { isShownInline: true },
  });
