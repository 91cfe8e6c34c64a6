import { type TCounsellingBooking, ZCounsellingBooking } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COUNSELLING_TEXTS } from '../counselling-texts.ts';
import { COUNSELLING_KEYS } from './counselling-keys.ts';

/** DELETE /api/counselling/booking: cancels the BOOKED session (200, the booking CANCELLED). */
export async function cancelCounselling(): Promise<TCounsellingBooking> {
  const response = await apiClient.delete('/api/counselling/booking');
  return ZCounsellingBooking.parse(response.data);
}

export const useCancelCounselling = () =>
  useMutation({
    mutationKey: COUNSELLING_KEYS.change(),
    mutationFn: cancelCounselling,
    meta: { successMessage: COUNSELLING_TEXTS.cancelled, errorMessage: COUNSELLING_TEXTS.cancelFailed },
  });
