import { NOTIFICATION_LIMITS, type TStaffQueue, ZStaffQueue } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_QUEUE_KEYS } from './staff-queue-keys.ts';

/**
 * GET /api/staff/queue?mine=&sessionDate=: the next 7 days' sessions (or one date's), documents to
 * review, unpaid, waiting.
 */
export async function getQueue(
  isMine: boolean,
  sessionDate: string | undefined,
  signal?: AbortSignal,
): Promise<TStaffQueue> {
  const params = sessionDate ? { mine: isMine, sessionDate } : { mine: isMine };
  const response = await apiClient.get('/api/staff/queue', { params, signal });
  return ZStaffQueue.parse(response.data);
}

// Students and colleagues change it all day: read again on every visit, when the window regains focus, and
// as often as the bell's count while the tab is visible (a student's message shows up without a reload).
export const queueQuery = (isMine: boolean, sessionDate?: string) =>
  queryOptions({
    queryKey: STAFF_QUEUE_KEYS.queue(isMine, sessionDate),
    queryFn: ({ signal }) => getQueue(isMine, sessionDate, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: NOTIFICATION_LIMITS.pollMs,
    refetchIntervalInBackground: false,
    meta: { isShownInline: true },
  });

export const useQueue = (isMine: boolean, sessionDate?: string) => useQuery(queueQuery(isMine, sessionDate));
