import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_DOCUMENT_KEYS } from '../../../../lib/api/student-document-keys.ts';
import { STAFF_AUDIT_KEYS } from '../../../api/staff-audit-keys.ts';
import { POST_OFFER_KEYS } from './post-offer-keys.ts';

export type TPostOfferTarget = { studentId: number; applicationId: number };

/**
 * Every staff write of the journey: a refusal (400, 409) is shown beside its form, never as a toast; a
 * success toasts `successMessage` and reads the journey, the student's documents (a verdict may change
 * one) and the student's audit trail again.
 */
export function usePostOfferWrite<TBody>(
  { studentId, applicationId }: TPostOfferTarget,
  send: (applicationId: number, body: TBody) => Promise<unknown>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => send(applicationId, body),
    meta: { isShownInline: true, successMessage },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POST_OFFER_KEYS.journey(applicationId) }),
        queryClient.invalidateQueries({ queryKey: STUDENT_DOCUMENT_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: STAFF_AUDIT_KEYS.student(studentId) }),
      ]),
  });
}
