import {
  type TCounsellingBookBody,
  type TCounsellingBooking,
  ZCounsellingBooking,
  ZCounsellingRescheduleBody,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COUNSELLING_KEYS } from './counselling-keys.ts';

/**
 * PUT /api/counselling/booking {date, time, topics}: moves the BOOKED session in one step (the old seat
 * is freed only when the new one is taken). 404 nothing to reschedule; 409 slot taken or same slot.
 */
export async function rescheduleCounselling(body: TCounsellingBookBody): Promise<TCounsellingBooking> {
  const response = await apiClient.put('/api/counselling/booking', ZCounsellingRescheduleBody.parse(body));
  return ZCounsellingBooking.parse(response.data);
}

/** The screen shows refusals itself, with what to do next. */
export const useRescheduleCounselling = () =>
  useMutation({
    mutationKey: COUNSELLING_KEYS.change(),
    mutationFn: rescheduleCounselling,
    meta: { isShownInline: true },
  });
