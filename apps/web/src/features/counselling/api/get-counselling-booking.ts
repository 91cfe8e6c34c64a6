import { type TCounsellingBooking, ZCounsellingLatestBooking } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COUNSELLING_KEYS } from './counselling-keys.ts';

/** GET /api/counselling/booking: the student's latest booking (any status), null when never booked. */
export async function getCounsellingBooking(signal?: AbortSignal): Promise<TCounsellingBooking | null> {
  const response = await apiClient.get('/api/counselling/booking', { signal });
  return ZCounsellingLatestBooking.parse(response.data);
}

// Staff complete sessions outside the app: read again on every visit; the screen shows a failure itself.
export const counsellingBookingQuery = () =>
  queryOptions({
    queryKey: COUNSELLING_KEYS.booking(),
    queryFn: ({ signal }) => getCounsellingBooking(signal),
    staleTime: 0,
    meta: { isShownInline: true },
  });

export const useCounsellingBooking = () => useQuery(counsellingBookingQuery());

/**
 * The booking as the later steps of the flow need it (is a session BOOKED, which one is being moved): step 1
 * reads it on every visit, steps 2 and 3 reuse that answer for a while instead of asking again. A booking
 * change invalidates it, so the next step reads it afresh then.
 */
const FLOW_BOOKING_FRESH_MS = 60_000;
export const useFlowBooking = () =>
  useQuery({ ...counsellingBookingQuery(), staleTime: FLOW_BOOKING_FRESH_MS });
