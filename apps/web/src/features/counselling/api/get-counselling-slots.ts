import { type TCounsellingSlot, ZCounsellingSlots } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COUNSELLING_KEYS } from './counselling-keys.ts';

/** GET /api/counselling/slots?date=YYYY-MM-DD: every session start of the day (India time), taken or free. */
export async function getCounsellingSlots(date: string, signal?: AbortSignal): Promise<TCounsellingSlot[]> {
  const response = await apiClient.get('/api/counselling/slots', { params: { date }, signal });
  return ZCounsellingSlots.parse(response.data);
}

// Seats go as other students book: read again on each visit; the screen shows a failure itself.
export const counsellingSlotsQuery = (date: string) =>
  queryOptions({
    queryKey: COUNSELLING_KEYS.slots(date),
    queryFn: ({ signal }) => getCounsellingSlots(date, signal),
    staleTime: 0,
    meta: { isShownInline: true },
  });

export const useCounsellingSlots = (date: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...counsellingSlotsQuery(date), enabled });
