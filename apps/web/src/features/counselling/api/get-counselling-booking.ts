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
