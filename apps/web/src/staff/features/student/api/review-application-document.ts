import {
  type TApplicationDocumentItem,
  ZApplicationDocumentItem,
  ZApplicationDocumentReviewBody,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATION_KEYS } from '../../../../lib/api/application-keys.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import type { TDocumentReview } from './review-document.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/**
 * PUT /api/staff/application-documents/{documentId}/review {status, remark}: accept or reject (with a
 * reason) a statement of purpose or a portfolio row. Answers the document.
 */
export async function reviewApplicationDocument(review: TDocumentReview): Promise<TApplicationDocumentItem> {
  const response = await apiClient.put(
    `/api/staff/application-documents/${review.documentId}/review`,
    ZApplicationDocumentReviewBody.parse(review.body),
  );
  return ZApplicationDocumentItem.parse(response.data);
}

/** As useReviewDocument: the dialog shows a refusal; success toasts and re-reads the application's list. */
export function useReviewApplicationDocument(studentId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplicationDocument,
    meta: { successMessage, isShownInline: true },
    onSuccess: (document) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATION_KEYS.documents(document.applicationId) }),
        queryClient.invalidateQueries({ queryKey: STAFF_STUDENT_KEYS.student(studentId) }),
      ]),
  });
}
