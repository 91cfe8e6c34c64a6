import {
  type TDocumentReviewBody,
  type TStudentDocument,
  ZDocumentReviewBody,
  ZStudentDocument,
} from '@portal/contract';
import { apiClient } from '../../lib/api-client.ts';

export type TDocumentReview = { documentId: number; body: TDocumentReviewBody };

/**
 * PUT /api/staff/students/{studentId}/documents/{documentId}/review {status, remark}: the verdict and its
 * remark in one change (a rejection without a remark is refused, 400). Answers the document. The student
 * page's document slots and the post-offer panel's journey documents both review through it.
 */
export async function reviewStudentDocument(
  studentId: number,
  review: TDocumentReview,
): Promise<TStudentDocument> {
  const response = await apiClient.put(
    `/api/staff/students/${studentId}/documents/${review.documentId}/review`,
    ZDocumentReviewBody.parse(review.body),
  );
  return ZStudentDocument.parse(response.data);
}
