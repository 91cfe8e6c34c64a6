import { QUEUE_HEALTH_LIMITS, type TQueueHealth, ZQueueHealth } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { NOTIFICATION_QUEUE_KEYS } from './notification-queue-keys.ts';

/** GET /api/staff/notification-queue (ADMIN; a counsellor gets 403): counts, last failures, senders. */
export async function getNotificationQueue(signal?: AbortSignal): Promise<TQueueHealth> {
  const response = await apiClient.get('/api/staff/notification-queue', { signal });
  return ZQueueHealth.parse(response.data);
}

// Read again every 30 s while the tab is visible (TanStack Query pauses the interval in the background).
export const notificationQueueQuery = () =>
  queryOptions({
    queryKey: NOTIFICATION_QUEUE_KEYS.health(),
    queryFn: ({ signal }) => getNotificationQueue(signal),
    staleTime: 0,
    refetchInterval: QUEUE_HEALTH_LIMITS.refreshMs,
    refetchIntervalInBackground: false,
    meta: { isShownInline: true },
  });

/** `enabled` false for a counsellor (the call would only be refused). */
export const useNotificationQueue = (enabled: boolean) => useQuery({ ...notificationQueueQuery(), enabled });
