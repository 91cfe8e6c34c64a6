import { type TStaffPaymentBody, type TStaffPaymentSummary, ZStaffPaymentSummary } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_KEYS } from '../../../../lib/api/payment-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { PAYMENT_SECTION_TEXTS } from '../payment-texts.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** POST /api/staff/students/{studentId}/payments {amount, mode, reference}: answers the new summary. */
export async function recordPayment(
  studentId: number,
  body: TStaffPaymentBody,
): Promise<TStaffPaymentSummary> {
  const response = await apiClient.post(`/api/staff/students/${studentId}/payments`, body);
  return ZStaffPaymentSummary.parse(response.data);
}

/**
 * The form shows a refusal (400 over the balance, 409 already paid) beside itself. A success toasts,
 * reads the student again and drops any cached fee summary (the same browser may hold a student's).
 */
export function useRecordPayment(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffPaymentBody) => recordPayment(studentId, body),
    meta: { isShownInline: true, successMessage: PAYMENT_SECTION_TEXTS.recorded },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
        queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.all }),
      ]),
  });
}
