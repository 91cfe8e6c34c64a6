import { NOTIFICATION_LIMITS, ZUnreadCount } from '@portal/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '../api-client.ts';
import { NOTIFICATION_KEYS } from './notification-keys.ts';

/** GET /api/notifications/unread-count: how many of the signed-in person's notifications are unread. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const response = await apiClient.get('/api/notifications/unread-count', { signal });
  return ZUnreadCount.parse(response.data).unread;
}

// A light poll rather than server-sent events (docs: DESIGN, "Live count"): every 15 s while the tab is
// visible only, at once when the window regains focus, and at once after a mark read (which invalidates the
// key). A failure is logged only: the bell keeps the last count.
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: NOTIFICATION_KEYS.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: NOTIFICATION_LIMITS.pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

/**
 * The bell's count: undefined until the first answer. When it changes, the lists (the bell's menu, the
 * centre) are read again: an open menu or centre shows what the count announces.
 */
export function useUnreadCount(): number | undefined {
  const count = useQuery(unreadCountQuery()).data;
  const queryClient = useQueryClient();
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current !== undefined && count !== undefined && count !== previous.current) {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.lists() });
    }
    previous.current = count;
  }, [count, queryClient]);
  return count;
}
