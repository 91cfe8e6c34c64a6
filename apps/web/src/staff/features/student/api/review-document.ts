import {
  type TDocumentReviewBody,
  type TStudentDocument,
  ZDocumentReviewBody,
  ZStudentDocument,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_DOCUMENT_KEYS } from '../../../../lib/api/student-document-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

export type TDocumentReview = { documentId: number; body: TDocumentReviewBody };

/**
 * PUT /api/staff/students/{studentId}/documents/{documentId}/review {status, remark}: the verdict and its
 * remark in one change (a rejection without a remark is refused, 400). Answers the document.
 */
export async function reviewDocument(studentId: number, review: TDocumentReview): Promise<TStudentDocument> {
  const response = await apiClient.put(
    `/api/staff/students/${studentId}/documents/${review.documentId}/review`,
    ZDocumentReviewBody.parse(review.body),
  );
  return ZStudentDocument.parse(response.data);
}

/**
 * The review dialog shows a refusal itself (it stays open with what was typed); success toasts
 * `successMessage` and refreshes the student (detail, trail) and every view of their documents.
 */
export function useReviewDocument(studentId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: TDocumentReview) => reviewDocument(studentId, review),
    meta: { successMessage, isShownInline: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
        queryClient.invalidateQueries({ queryKey: STUDENT_DOCUMENT_KEYS.all }),
      ]),
  });
}
