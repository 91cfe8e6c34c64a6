import { Button } from '@mantine/core';
import { DOCUMENT_VERDICT_LABELS, DOCUMENT_VERDICTS } from '@portal/contract';
import type { TReviewVerdict } from './review-dialog.tsx';

/**
 * "Accept", "Reject", "Exempt" on an uploaded document (UI contract); each opens the review dialog. An
 * application's documents take only the verdicts their call allows (`verdicts`: Accept and Reject).
 */
export function ReviewButtons({
  verdicts = DOCUMENT_VERDICTS,
  onReview,
  describedBy,
}: {
  verdicts?: readonly TReviewVerdict[];
  onReview: (verdict: TReviewVerdict) => void;
  /** The id of what names the document, when the buttons' words alone do not (a list of several). */
  describedBy?: string;
}) {
  return (
    <>
      {verdicts.map((verdict) => (
        <Button
          key={verdict}
          size="sm"
          variant={verdict === 'REJECTED' ? 'outline' : 'light'}
          color={verdict === 'REJECTED' ? 'red.9' : undefined}
          aria-describedby={describedBy}
          onClick={() => onReview(verdict)}
        >
          {DOCUMENT_VERDICT_LABELS[verdict]}
        </Button>
      ))}
    </>
  );
}
