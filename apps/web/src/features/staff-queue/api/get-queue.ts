import { type TStaffQueue, ZStaffQueue } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { STAFF_QUEUE_KEYS } from './staff-queue-keys.ts';

/** GET /api/staff/queue?mine=: today's and tomorrow's sessions, documents to review, unpaid, waiting. */
export async function getQueue(isMine: boolean, signal?: AbortSignal): Promise<TStaffQueue> {
  const response = await apiClient.get('/api/staff/queue', { params: { mine: isMine }, signal });
  return ZStaffQueue.parse(response.data);
}

// Students and colleagues change it all day: read again on every visit and when the window regains focus.
export const queueQuery = (isMine: boolean) =>
  queryOptions({
    queryKey: STAFF_QUEUE_KEYS.queue(isMine),
    queryFn: ({ signal }) => getQueue(isMine, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: { isShownInline: true },
  });

export const useQueue = (isMine: boolean) => useQuery(queueQuery(isMine));
