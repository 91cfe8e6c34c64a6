import { type TNotification, ZNotification } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { NOTIFICATION_KEYS } from './notification-keys.ts';

/** GET /api/notifications/{id}: one of the signed-in person's notifications (another's answers 404). */
export async function getNotification(notificationId: string, signal?: AbortSignal): Promise<TNotification> {
  const response = await apiClient.get(`/api/notifications/${encodeURIComponent(notificationId)}`, {
    signal,
  });
  return ZNotification.parse(response.data);
}

// What an email's link opens: not asked again (a 404 is the answer), shown inline.
export const notificationQuery = (notificationId: string) =>
  queryOptions({
    queryKey: NOTIFICATION_KEYS.one(notificationId),
    queryFn: ({ signal }) => getNotification(notificationId, signal),
    retry: false,
    meta: { isShownInline: true },
  });
