// The post-offer journey of one application: what happens after the unconditional offer, in order.
// Rules the spec leaves open are written in docs/decisions/0021-post-offer-journey.md.
import { z } from 'zod';
import { groupIndianDigits } from './validation/indian-digits.ts';

/** The stages in the order a student lives them; DONE once pre-departure is complete. */
export const POST_OFFER_STAGES = ['DEPOSIT', 'INTERVIEW', 'CONFIRMATION', 'VISA', 'PRE_DEPARTURE'] as const;
export type TPostOfferStage = (typeof POST_OFFER_STAGES)[number];
export const POST_OFFER_POSITIONS = [...POST_OFFER_STAGES, 'DONE'] as const;
export type TPostOfferPosition = (typeof POST_OFFER_POSITIONS)[number];
export const ZPostOfferPosition = z.enum(POST_OFFER_POSITIONS, {
  error: `stage must be one of ${POST_OFFER_POSITIONS.join(', ')}`,
});

/** Generic stage names (a destination's own names, e.g. "CAS", come from its rule). */
export const POST_OFFER_STAGE_LABELS: Record<TPostOfferPosition, string> = {
  DEPOSIT: 'Tuition deposit',
  INTERVIEW: 'Interviews',
  CONFIRMATION: 'Confirmation of enrolment',
  VISA: 'Visa',
  PRE_DEPARTURE: 'Pre-departure',
  DONE: 'Ready to fly',
};

/** How a stage stands on the student's timeline. */
export const STAGE_STATES = ['DONE', 'CURRENT', 'UPCOMING', 'ATTENTION'] as const;
export type TStageState = (typeof STAGE_STATES)[number];

/** Who must act next. */
export const JOURNEY_ACTORS = ['STUDENT', 'COUNSELLOR', 'UNIVERSITY', 'NOBODY'] as const;
export type TJourneyActor = (typeof JOURNEY_ACTORS)[number];

export const DEPOSIT_STATUSES = [
  /** The counsellor has not yet entered the amount the offer asks for. */
  'NOT_REQUESTED',
  'AWAITING_PROOF',
  'PROOF_UPLOADED',
  'PROOF_REJECTED',
  'VERIFIED',
] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const INTERVIEW_KINDS = ['PRE_CAS', 'CREDIBILITY', 'ADMISSIONS'] as const;
export type TInterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_LABELS: Record<TInterviewKind, string> = {
  PRE_CAS: 'Pre-CAS interview',
  CREDIBILITY: 'Credibility interview',
  ADMISSIONS: 'Admissions interview',
};
export const INTERVIEW_OUTCOMES = ['SCHEDULED', 'PASSED', 'FAILED', 'MISSED', 'RESCHEDULED'] as const;
export type TInterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];
export const INTERVIEW_OUTCOME_LABELS: Record<TInterviewOutcome, string> = {
  SCHEDULED: 'Scheduled',
  PASSED: 'Passed',
  FAILED: 'Not passed',
  MISSED: 'Missed',
  RESCHEDULED: 'Rescheduled',
};

export const CONFIRMATION_STATUSES = ['AWAITED', 'ISSUED'] as const;
export type TConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

export const VISA_STATUSES = ['NOT_STARTED', 'PREPARING', 'LODGED', 'GRANTED', 'REFUSED'] as const;
export type TVisaStatus = (typeof VISA_STATUSES)[number];
export const VISA_STATUS_LABELS: Record<TVisaStatus, string> = {
  NOT_STARTED: 'Not started',
  PREPARING: 'Preparing documents',
  LODGED: 'Applied, decision awaited',
  GRANTED: 'Visa granted',
  REFUSED: 'Visa refused',
};

export const PRE_DEPARTURE_ITEMS = [
  'FLIGHT',
  'ACCOMMODATION',
  'FOREX',
  'INSURANCE',
  'ARRIVAL_DATE',
  'ENROLMENT_DAY',
] as const;
export type TPreDepartureItem = (typeof PRE_DEPARTURE_ITEMS)[number];
export const PRE_DEPARTURE_ITEM_LABELS: Record<TPreDepartureItem, string> = {
  FLIGHT: 'Flight booked',
  ACCOMMODATION: 'Accommodation arranged',
  FOREX: 'Forex card or currency',
  INSURANCE: 'Travel insurance',
  ARRIVAL_DATE: 'Arrival date',
  ENROLMENT_DAY: 'University enrolment day',
};
/** Items whose detail is a date (the student says when). */
export const DATED_PRE_DEPARTURE_ITEMS: readonly TPreDepartureItem[] = [
  'FLIGHT',
  'ARRIVAL_DATE',
  'ENROLMENT_DAY',
];

/** Due-date views of the applications board. */
export const POST_OFFER_DUE_FILTERS = [
  'DEPOSIT_DUE_7_DAYS',
  'INTERVIEWS_THIS_WEEK',
  'CONFIRMATION_EXPIRING_30_DAYS',
  'VISA_DECISION_AWAITED',
] as const;
export type TPostOfferDueFilter = (typeof POST_OFFER_DUE_FILTERS)[number];
export const POST_OFFER_DUE_FILTER_LABELS: Record<TPostOfferDueFilter, string> = {
  DEPOSIT_DUE_7_DAYS: 'Deposit due in 7 days',
  INTERVIEWS_THIS_WEEK: 'Interviews this week',
  CONFIRMATION_EXPIRING_30_DAYS: 'CAS / CoE expiring in 30 days',
  VISA_DECISION_AWAITED: 'Visa decision awaited',
};
export const ZPostOfferDueFilter = z.enum(POST_OFFER_DUE_FILTERS, {
  error: `due must be one of ${POST_OFFER_DUE_FILTERS.join(', ')}`,
});

export const POST_OFFER_LIMITS = {
  /** Interviews kept per application (reschedules included). */
  interviewsPerApplicationMax: 20,
  noteMaxLength: 1000,
  referenceMaxLength: 40,
  placeMaxLength: 200,
  meetingLinkMaxLength: 500,
  detailMaxLength: 200,
  /** Whole units of the destination currency. */
  amountMax: 10_000_000,
  dependantsMax: 10,
  /** Rupees per unit of the destination currency, as the counsellor enters it. */
  inrRateMax: 10_000,
  inrRateDecimals: 4,
  /** How far ahead an interview or a due date may be set. */
  daysAheadMax: 730,
} as const;

/** Everything a post-offer call can answer with besides field errors. Shown as is to the user. */
export const POST_OFFER_MESSAGES = {
  notFound: 'Application not found.',
  notYetOffered: 'The steps after the offer start once the unconditional offer is posted.',
  withdrawn: 'This application was withdrawn.',
  depositNotRequested: 'Enter the deposit the offer asks for first.',
  depositProofMissing: 'The student has not uploaded the deposit receipt yet.',
  depositAlreadyVerified: 'The deposit is already verified.',
  depositNotVerified: 'Verify the tuition deposit first.',
  interviewNotFound: 'Interview not found.',
  interviewAlreadyDecided: 'This interview already has an outcome.',
  interviewsFull: `An application keeps at most ${POST_OFFER_LIMITS.interviewsPerApplicationMax} interviews.`,
  interviewNeedsPlace: 'Give a meeting link or a place.',
  interviewNoteRequired: 'Say what happened: a note is required for a missed or failed interview.',
  interviewInPast: 'Choose a date and time in the future.',
  timeZoneUnknown: 'Choose a time zone from the list.',
  confirmationLetterMissing: (name: string) => `The student has not uploaded the ${name} letter yet.`,
  confirmationExpiryBeforeIssue: 'The expiry date must be after the issue date.',
  confirmationNotIssued: (name: string) => `Record the ${name} first: the visa application needs its number.`,
  visaNotLodged: 'Record the visa application first.',
  visaAlreadyDecided: 'The visa decision is already recorded.',
  visaDecisionLetterMissing: 'The student has not uploaded the visa decision letter yet.',
  visaValidityOrder: 'The visa must be valid until after the date it is valid from.',
  visaRefusalNeedsReason: 'Give the reason for the refusal and what the student can do next.',
  visaNotGranted: 'Pre-departure is complete only once the visa is granted.',
  checklistItemUnknown: 'That item is not on this destination’s checklist.',
  livingOptionUnknown: 'Choose where the student will live from the list.',
  monthsTooMany: (max: number) => `At most ${max} months of living costs are counted.`,
  rateDateMissing: 'Give the date of the exchange rate.',
  dateInFuture: 'The date cannot be in the future.',
  dateTooFar: `The date must be within ${POST_OFFER_LIMITS.daysAheadMax} days.`,
  textUnsafe: 'The text may not contain control characters other than line breaks and tabs.',
  referenceInvalid: `The reference has 1 to ${POST_OFFER_LIMITS.referenceMaxLength} letters, digits, spaces or - / .`,
  noteTooLong: `The note must be at most ${POST_OFFER_LIMITS.noteMaxLength} characters.`,
  detailTooLong: `At most ${POST_OFFER_LIMITS.detailMaxLength} characters.`,
  meetingLinkInvalid: 'The meeting link must be an https address.',
  amountInvalid: `Enter a whole amount from 1 to ${groupIndianDigits(POST_OFFER_LIMITS.amountMax)}.`,
  rateInvalid: `Enter the rate in rupees, more than 0 and at most ${POST_OFFER_LIMITS.inrRateMax}, with up to ${POST_OFFER_LIMITS.inrRateDecimals} decimals.`,
  preDepartureDone: 'Pre-departure is already complete.',
  evidenceNotFound: 'Attach only documents this student uploaded.',
  studentsOnly: 'Only students can change their pre-departure checklist.',
} as const;
