// Document review: PUT /api/staff/students/{studentId}/documents/{documentId}/review
// The verdict and its remark in one change (the §7 update-status / update-remarks calls stay as they are).
import { z } from 'zod';
import type { DOCUMENT_STATUSES } from './constants.ts';
import { DOCUMENT_REMARKS_MAX_LENGTH, hasUnsafeRemarkCharacters } from './documents.ts';
import { makePositiveId } from './ids.ts';

export const DOCUMENT_VERDICTS = [
  'ACCEPTED',
  'REJECTED',
  'EXEMPTED',
] as const satisfies readonly (typeof DOCUMENT_STATUSES)[number][];
export const DOCUMENT_VERDICT_LABELS = {
  ACCEPTED: 'Accept',
  REJECTED: 'Reject',
  EXEMPTED: 'Exempt',
} as const;
/** The common reasons offered when rejecting; free text may follow or replace them. */
export const DOCUMENT_REJECTION_REASONS = [
  'The scan is blurry or unreadable.',
  'Pages are missing.',
  'The document has expired.',
  'The name does not match the profile.',
  'This is not the document asked for.',
] as const;
export const DOCUMENT_REVIEW_MESSAGES = {
  verdictInvalid: `status must be one of ${DOCUMENT_VERDICTS.join(', ')}`,
  remarkRequired: 'Give a reason when rejecting a document.',
  remarkTooLong: `The remark must be at most ${DOCUMENT_REMARKS_MAX_LENGTH} characters.`,
  remarkUnsafe: 'The remark may not contain control characters other than line breaks and tabs.',
} as const;
export const ZStaffDocumentParams = z.object({
  studentId: makePositiveId('studentId'),
  documentId: makePositiveId('documentId'),
});
/**
 * A review body over some verdicts: {status, remark}, the remark trimmed, at most
 * DOCUMENT_REMARKS_MAX_LENGTH characters, and required for REJECTED. The profile documents' review and the
 * application documents' review share it, so both answer a bad body with the same words.
 */
export function makeReviewBody<const TVerdict extends (typeof DOCUMENT_VERDICTS)[number]>(
  verdicts: readonly [TVerdict, ...TVerdict[]],
  verdictInvalid: string,
) {
  return z
    .strictObject({
      status: z.enum(verdicts, { error: verdictInvalid }),
      remark: z
        .string()
        .trim()
        .max(DOCUMENT_REMARKS_MAX_LENGTH, DOCUMENT_REVIEW_MESSAGES.remarkTooLong)
        .refine((text) => !hasUnsafeRemarkCharacters(text), DOCUMENT_REVIEW_MESSAGES.remarkUnsafe)
        .default(''),
    })
    .refine((body) => body.status !== 'REJECTED' || body.remark.length > 0, {
      message: DOCUMENT_REVIEW_MESSAGES.remarkRequired,
      path: ['remark'],
    });
}
export const ZDocumentReviewBody = makeReviewBody(DOCUMENT_VERDICTS, DOCUMENT_REVIEW_MESSAGES.verdictInvalid);
export type TDocumentReviewBody = z.infer<typeof ZDocumentReviewBody>;
