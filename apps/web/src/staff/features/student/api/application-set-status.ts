import { type TApplicationStaffView, type TApplicationStatus, ZApplicationStaffView } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../../lib/api/application-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** PUT /api/staff/applications/{applicationId}/status {status}. */
export async function setApplicationStatus(
  applicationId: number,
  status: TApplicationStatus,
): Promise<TApplicationStaffView> {
  const response = await apiClient.put(`/api/staff/applications/${applicationId}/status`, { status });
  return ZApplicationStaffView.parse(response.data);
}

/**
 * A refusal (409: the move is not allowed, or the student opted out meanwhile) is shown beside the control.
 * A success reads the student and the application's documents again (the student's uploads open or close
 * with the status).
 */
export function useSetApplicationStatus(studentId: number, applicationId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TApplicationStatus) => setApplicationStatus(applicationId, status),
    meta: { isShownInline: true, successMessage },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
        queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.documents(applicationId) }),
      ]),
  });
}
