import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_DOCUMENT_KEYS } from '../../../../lib/api/student-document-keys.ts';
import { reviewStudentDocument, type TDocumentReview } from '../../../api/review-student-document.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

export type { TDocumentReview };

/**
 * The review dialog shows a refusal itself (it stays open with what was typed); success toasts
 * `successMessage` and refreshes the student (detail, trail) and every view of their documents.
 */
export function useReviewDocument(studentId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: TDocumentReview) => reviewStudentDocument(studentId, review),
    meta: { successMessage, isShownInline: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
        queryClient.invalidateQueries({ queryKey: STUDENT_DOCUMENT_KEYS.all }),
      ]),
  });
}
