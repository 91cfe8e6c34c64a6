import { type TCounsellingBookBody, type TCounsellingBooking, ZCounsellingBooking } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COUNSELLING_KEYS } from './counselling-keys.ts';

/** POST /api/counselling/book {date, time, topics}: 201 the BOOKED session. */
export async function bookCounselling(body: TCounsellingBookBody): Promise<TCounsellingBooking> {
  const response = await apiClient.post('/api/counselling/book', body);
  return ZCounsellingBooking.parse(response.data);
}

/** The screen shows refusals (slot taken, already booked) itself, with what to do next. */
export const useBookCounselling = () =>
  useMutation({
    mutationKey: COUNSELLING_KEYS.change(),
    mutationFn: bookCounselling,
    meta: { isShownInline: true },
  });
