import {
  type TStaffCounsellingBooking,
  ZCounsellingCompleteBody,
  ZStaffCounsellingBooking,
} from '@portal/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';

export type TCompleteCounsellingVariables = { studentId: number; note: string };

/**
 * POST /api/staff/students/{studentId}/counselling/complete {note}: the student's booked session becomes
 * COMPLETED with the counsellor's note (may be empty). The queue and the student page both send it.
 */
export async function completeCounselling({
  studentId,
  note,
}: TCompleteCounsellingVariables): Promise<TStaffCounsellingBooking> {
  const body = ZCounsellingCompleteBody.parse({ note });
  const response = await apiClient.post(`/api/staff/students/${studentId}/counselling/complete`, body);
  return ZStaffCounsellingBooking.parse(response.data);
}

export const COMPLETE_COUNSELLING_TEXTS = {
  success: 'Session marked completed.',
  failure: 'The session could not be marked completed. Please try again.',
} as const;

export type TCompleteCounsellingOptions = Omit<
  UseMutationOptions<TStaffCounsellingBooking, Error, TCompleteCounsellingVariables>,
  'mutationFn' | 'meta'
>;

/** A refusal (no booked session, already completed) toasts the server's reason. */
export const useCompleteCounselling = (options: TCompleteCounsellingOptions = {}) =>
  useMutation({
    ...options,
    mutationFn: completeCounselling,
    meta: {
      successMessage: COMPLETE_COUNSELLING_TEXTS.success,
      errorMessage: COMPLETE_COUNSELLING_TEXTS.failure,
    },
  });
