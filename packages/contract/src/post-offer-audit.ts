// Audit actions of the post-offer journey (labels in audit-actions.ts).
export const POST_OFFER_AUDIT_ACTIONS = {
  depositRequested: 'POST_OFFER_DEPOSIT_REQUESTED',
  depositVerified: 'POST_OFFER_DEPOSIT_VERIFIED',
  depositRejected: 'POST_OFFER_DEPOSIT_REJECTED',
  interviewScheduled: 'POST_OFFER_INTERVIEW_SCHEDULED',
  interviewOutcome: 'POST_OFFER_INTERVIEW_OUTCOME',
  confirmationRecorded: 'POST_OFFER_CONFIRMATION_RECORDED',
  visaLodged: 'POST_OFFER_VISA_LODGED',
  visaDecided: 'POST_OFFER_VISA_DECIDED',
  visaChecklistTicked: 'POST_OFFER_VISA_CHECKLIST_TICKED',
  fundsCalculated: 'POST_OFFER_FUNDS_CALCULATED',
  preDepartureCompleted: 'POST_OFFER_PRE_DEPARTURE_COMPLETED',
} as const;
