// Staff review of an application's documents: the statement of purpose, portfolio rows and the
// documents a conditional offer asks for. Same rules and words as the profile documents' review
// (document-review.ts), without EXEMPTED: an application document is either fit or not.
import { z } from 'zod';
import { type DOCUMENT_VERDICTS, makeReviewBody } from './document-review.ts';
import { makePositiveId } from './ids.ts';

export const APPLICATION_DOCUMENT_VERDICTS = [
  'ACCEPTED',
  'REJECTED',
] as const satisfies readonly (typeof DOCUMENT_VERDICTS)[number][];
export type TApplicationDocumentVerdict = (typeof APPLICATION_DOCUMENT_VERDICTS)[number];

export const APPLICATION_DOCUMENT_REVIEW_MESSAGES = {
  verdictInvalid: `status must be one of ${APPLICATION_DOCUMENT_VERDICTS.join(', ')}`,
  /** A conditional document the student has not uploaded yet (409). */
  nothingUploaded: 'Nothing has been uploaded for this document yet, so there is nothing to review.',
  /** A conditional document staff dropped from the offer (409). */
  requirementDropped: 'This document is no longer required by the offer, so it is not reviewed.',
} as const;

/** PUT /api/staff/application-documents/{documentId}/review and …/conditional-documents/{documentId}/review */
export const ZApplicationDocumentReviewBody = makeReviewBody(
  APPLICATION_DOCUMENT_VERDICTS,
  APPLICATION_DOCUMENT_REVIEW_MESSAGES.verdictInvalid,
);
export type TApplicationDocumentReviewBody = z.infer<typeof ZApplicationDocumentReviewBody>;
export const ZApplicationDocumentReviewParams = z.object({ documentId: makePositiveId('documentId') });

/** Audit actions (entity type `application`, before/after: the document's id, status and remarks). */
export const APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS = {
  documentReviewed: 'APPLICATION_DOCUMENT_REVIEWED',
  conditionalDocumentReviewed: 'CONDITIONAL_DOCUMENT_REVIEWED',
} as const;
