import { Button } from '@mantine/core';
import { DOCUMENT_VERDICT_LABELS, DOCUMENT_VERDICTS, type TStudentDocument } from '@portal/contract';
import type { TReviewVerdict } from './review-dialog.tsx';

/** "Accept", "Reject", "Exempt" on an uploaded document (UI contract); each opens the review dialog. */
export function ReviewButtons({
  document,
  onReview,
}: {
  document: TStudentDocument;
  onReview: (document: TStudentDocument, verdict: TReviewVerdict) => void;
}) {
  return (
    <>
      {DOCUMENT_VERDICTS.map((verdict) => (
        <Button
          key={verdict}
          size="sm"
          variant={verdict === 'REJECTED' ? 'outline' : 'light'}
          color={verdict === 'REJECTED' ? 'red.9' : undefined}
          onClick={() => onReview(document, verdict)}
        >
          {DOCUMENT_VERDICT_LABELS[verdict]}
        </Button>
      ))}
    </>
  );
}
