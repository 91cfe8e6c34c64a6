/**
 * Application statuses in journey order (§2 Application journey, §4 Offer stages). Staff move an
 * application forward; the two offer statuses are exactly the values of §3.
 */
export const APPLICATION_STATUSES = [
  'APPLIED',
  'UNDER_REVIEW',
  'CONDITIONAL_OFFER_RECEIVED',
  'UNCONDITIONAL_OFFER_RECEIVED',
  'REJECTED',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The step (1 to 4) of the four-step progress bar; §9: the applied status sits at step 2. */
export const APPLICATION_STEP_BY_STATUS: Record<TApplicationStatus, 1 | 2 | 3 | 4> = {
  APPLIED: 2,
  UNDER_REVIEW: 2,
  CONDITIONAL_OFFER_RECEIVED: 3,
  UNCONDITIONAL_OFFER_RECEIVED: 4,
  REJECTED: 2,
};

/** The status line a student reads for each status. */
export const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, string> = {
  APPLIED: 'Application Submitted',
  UNDER_REVIEW: 'Application Under Review',
  CONDITIONAL_OFFER_RECEIVED: 'Conditional Offer Received',
  UNCONDITIONAL_OFFER_RECEIVED: 'Unconditional Offer Received',
  REJECTED: 'Application Rejected',
};

/** Which statuses staff may move an application to from each status (forward only; final ones stay). */
export const APPLICATION_NEXT_STATUSES: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  APPLIED: ['UNDER_REVIEW', 'CONDITIONAL_OFFER_RECEIVED', 'UNCONDITIONAL_OFFER_RECEIVED', 'REJECTED'],
  UNDER_REVIEW: ['CONDITIONAL_OFFER_RECEIVED', 'UNCONDITIONAL_OFFER_RECEIVED', 'REJECTED'],
  CONDITIONAL_OFFER_RECEIVED: ['UNCONDITIONAL_OFFER_RECEIVED', 'REJECTED'],
  UNCONDITIONAL_OFFER_RECEIVED: [],
  REJECTED: [],
};
