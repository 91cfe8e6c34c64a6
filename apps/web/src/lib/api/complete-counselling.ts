import {
  type TStaffCounsellingBooking,
  ZCounsellingCompleteBody,
  ZStaffCounsellingBooking,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export type TCompleteCounselling = { studentId: number; note: string };

/**
 * POST /api/staff/students/{studentId}/counselling/complete {note}: the student's BOOKED session becomes
 * COMPLETED with the counsellor's note (issue 14). The work queue and the student page both use it.
 */
export async function completeCounselling({
  studentId,
  note,
}: TCompleteCounselling): Promise<TStaffCounsellingBooking> {
  const body = ZCounsellingCompleteBody.parse({ note });
  const response = await apiClient.post(`/api/staff/students/${studentId}/counselling/complete`, body);
  return ZStaffCounsellingBooking.parse(response.data);
}

/** The caller refreshes what shows the session (onCompleted); a refusal (409) toasts the server's words. */
export const useCompleteCounselling = () =>
  useMutation({
    mutationFn: completeCounselling,
    meta: {
      successMessage: 'Session marked completed.',
      errorMessage: 'The session could not be marked completed.',
    },
  });
