import { type TStaffShortlistResult, ZStaffShortlistResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { SHORTLIST_SECTION_TEXTS } from '../shortlist-texts.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

export type TStaffShortlistStatus = 'EXPERT_CHOICE' | 'NOT_ELIGIBLE';
export type TShortlistStatusChange = { courseId: number; reason?: string };

/** PUT /api/staff/students/{studentId}/shortlist/{courseId} {status, reason}. */
export async function setShortlistStatus(
  studentId: number,
  status: TStaffShortlistStatus,
  { courseId, reason = '' }: TShortlistStatusChange,
): Promise<TStaffShortlistResult> {
  const response = await apiClient.put(`/api/staff/students/${studentId}/shortlist/${courseId}`, {
    status,
    reason,
  });
  return ZStaffShortlistResult.parse(response.data);
}

const SUCCESS: Record<TStaffShortlistStatus, string> = {
  EXPERT_CHOICE: SHORTLIST_SECTION_TEXTS.markedExpertChoice,
  NOT_ELIGIBLE: SHORTLIST_SECTION_TEXTS.markedNotEligible,
};

/**
 * One status for one student. A refusal (409 applied, 404 no longer listed) is shown where it was asked;
 * a success toasts and reads the student again.
 */
export function useSetShortlistStatus(studentId: number, status: TStaffShortlistStatus) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TShortlistStatusChange) => setShortlistStatus(studentId, status, change),
    meta: { isShownInline: true, successMessage: SUCCESS[status] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
  });
}
