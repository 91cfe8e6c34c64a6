import {
  type TStaffExtraApplication,
  ZStaffExtraApplication,
  ZStaffExtraApplicationBody,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { APPLICATION_SECTION_TEXTS } from '../application-texts.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

export type TExtraApplicationRequest = { courseId: number; reason: string };

/**
 * POST /api/staff/students/{studentId}/courses/{courseId}/extra-application {reason} (ADMIN; audited):
 * the student may make one more application to a course after the opt-out limit.
 */
export async function allowExtraApplication(
  studentId: number,
  { courseId, reason }: TExtraApplicationRequest,
): Promise<TStaffExtraApplication> {
  const response = await apiClient.post(
    `/api/staff/students/${studentId}/courses/${courseId}/extra-application`,
    ZStaffExtraApplicationBody.parse({ reason }),
  );
  return ZStaffExtraApplication.parse(response.data);
}

/**
 * A refusal (409: nothing to lift any more, a grant already unused; 403 no longer an admin) is shown
 * beside the control; a success toasts and reads the student again (the course leaves the limit).
 */
export function useAllowExtraApplication(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TExtraApplicationRequest) => allowExtraApplication(studentId, request),
    meta: { isShownInline: true, successMessage: APPLICATION_SECTION_TEXTS.limits.allowed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
  });
}
