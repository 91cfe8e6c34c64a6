import { type TStaffAssignment, ZStaffAssignBody, ZStaffAssignment } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_TEXTS } from '../staff-student-texts.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** PUT /api/staff/students/{studentId}/counsellor {counsellorId} (ADMIN only; null unassigns; audited). */
export async function reassignCounsellor(
  studentId: number,
  counsellorId: number | null,
): Promise<TStaffAssignment> {
  const response = await apiClient.put(
    `/api/staff/students/${studentId}/counsellor`,
    ZStaffAssignBody.parse({ counsellorId }),
  );
  return ZStaffAssignment.parse(response.data);
}

/** Toasts the outcome (a refusal in the server's words: admins only, counsellor disabled meanwhile). */
export function useReassignCounsellor(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (counsellorId: number | null) => reassignCounsellor(studentId, counsellorId),
    meta: {
      successMessage: STAFF_STUDENT_TEXTS.reassigned,
      errorMessage: STAFF_STUDENT_TEXTS.reassignFailed,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
  });
}
