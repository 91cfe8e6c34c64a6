import {
  type TConditionalDocumentItem,
  ZApplicationDocumentReviewBody,
  ZConditionalDocumentItem,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../../lib/api/application-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import type { TDocumentReview } from './review-document.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/**
 * PUT /api/staff/conditional-documents/{documentId}/review {status, remark}: accept or reject (with a
 * reason) what the student uploaded for a conditional offer. Answers the document.
 */
export async function reviewConditionalDocument(review: TDocumentReview): Promise<TConditionalDocumentItem> {
  const response = await apiClient.put(
    `/api/staff/conditional-documents/${review.documentId}/review`,
    ZApplicationDocumentReviewBody.parse(review.body),
  );
  return ZConditionalDocumentItem.parse(response.data);
}

/**
 * As useReviewDocument; the answer does not name its application, so every application's list is
 * read again (the student page shows a handful).
 */
export function useReviewConditionalDocument(studentId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewConditionalDocument,
    meta: { successMessage, isShownInline: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.allDocuments() }),
        queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
      ]),
  });
}
