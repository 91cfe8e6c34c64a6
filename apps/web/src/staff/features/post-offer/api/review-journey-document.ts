import type { TDocumentReviewBody } from '@portal/contract';
import { reviewStudentDocument } from '../../../api/review-student-document.ts';
import { POST_OFFER_TEXTS as TEXTS } from '../post-offer-texts.ts';
import { type TPostOfferTarget, usePostOfferWrite } from './use-post-offer-write.ts';

export type TJourneyDocumentReview = { studentId: number; documentId: number; body: TDocumentReviewBody };

/** The documents module's own review (staff/api), for the journey's documents (a rejection needs its remark). */
async function reviewJourneyDocument(
  _applicationId: number,
  { studentId, documentId, body }: TJourneyDocumentReview,
): Promise<void> {
  await reviewStudentDocument(studentId, { documentId, body });
}

export const useReviewJourneyDocument = (target: TPostOfferTarget) =>
  usePostOfferWrite(target, reviewJourneyDocument, TEXTS.saved.reviewJourneyDocument);
