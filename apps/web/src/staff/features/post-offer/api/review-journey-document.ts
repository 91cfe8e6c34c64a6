import { type TDocumentReviewBody, ZDocumentReviewBody } from '@portal/contract';
import { apiClient } from '../../../../lib/api-client.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

export type TJourneyDocumentReview = { studentId: number; documentId: number; body: TDocumentReviewBody };

/**
 * PUT /api/staff/students/{studentId}/documents/{documentId}/review {status, remark}: the documents
 * module's own review, used for the journey's documents too (a rejection needs its remark).
 */
export async function reviewJourneyDocument(
  _applicationId: number,
  { studentId, documentId, body }: TJourneyDocumentReview,
): Promise<void> {
  await apiClient.put(
    `/api/staff/students/${studentId}/documents/${documentId}/review`,
    ZDocumentReviewBody.parse(body),
  );
}

export const useReviewJourneyDocument = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, reviewJourneyDocument, TEXTS.saved.reviewJourneyDocument);
