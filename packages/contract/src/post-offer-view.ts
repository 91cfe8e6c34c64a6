// GET /api/student/applications/{applicationId}/post-offer and its staff twin: the whole journey of one
// application after the unconditional offer, with what happens next.
import { z } from 'zod';
import { ZChecklistDocumentType } from './destination-rules.ts';
import { ZCountry, ZDocumentStatus } from './enums.ts';
import {
  CONFIRMATION_STATUSES,
  DEPOSIT_STATUSES,
  INTERVIEW_KINDS,
  INTERVIEW_OUTCOMES,
  JOURNEY_ACTORS,
  POST_OFFER_STAGES,
  PRE_DEPARTURE_ITEMS,
  STAGE_STATES,
  VISA_STATUSES,
  ZPostOfferPosition,
} from './post-offer-stages.ts';

/** A document of the journey as the student and staff see it (documents module row). */
export const ZJourneyDocumentRef = z.object({
  id: z.number().int(),
  type: ZChecklistDocumentType,
  name: z.string(),
  status: ZDocumentStatus,
  remarks: z.string(),
});
export type TJourneyDocumentRef = z.infer<typeof ZJourneyDocumentRef>;

export const ZNextStep = z.object({
  actor: z.enum(JOURNEY_ACTORS),
  /** One sentence: what must happen next, e.g. "Upload the receipt of your tuition deposit". */
  text: z.string(),
  dueOn: z.iso.date().nullable(),
});
export type TNextStep = z.infer<typeof ZNextStep>;

export const ZStageSummary = z.object({
  stage: z.enum(POST_OFFER_STAGES),
  /** The destination's name for it, e.g. "CAS". */
  name: z.string(),
  state: z.enum(STAGE_STATES),
  /** A short status line, e.g. "Receipt uploaded, being checked". */
  statusLine: z.string(),
  dueOn: z.iso.date().nullable(),
});
export type TStageSummary = z.infer<typeof ZStageSummary>;

export const ZDepositView = z.object({
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  dueOn: z.iso.date().nullable(),
  paidAmount: z.number().int().nullable(),
  paidOn: z.iso.date().nullable(),
  verifiedAt: z.string().nullable(),
  rejectionReason: z.string(),
  receipt: ZJourneyDocumentRef.nullable(),
});
export type TDepositView = z.infer<typeof ZDepositView>;

export const ZInterviewView = z.object({
  id: z.number().int(),
  kind: z.enum(INTERVIEW_KINDS),
  /** The instant, ISO 8601 UTC. */
  startsAt: z.string(),
  /** The wall-clock time in the interview's zone (YYYY-MM-DDTHH:mm) and the zone. */
  startsAtLocal: z.string(),
  timeZone: z.string(),
  meetingLink: z.string(),
  place: z.string(),
  preparationNotes: z.string(),
  outcome: z.enum(INTERVIEW_OUTCOMES),
  outcomeNote: z.string(),
});
export type TInterviewView = z.infer<typeof ZInterviewView>;

export const ZConfirmationView = z.object({
  status: z.enum(CONFIRMATION_STATUSES),
  reference: z.string(),
  issuedOn: z.iso.date().nullable(),
  expiresOn: z.iso.date().nullable(),
  note: z.string(),
  letter: ZJourneyDocumentRef.nullable(),
});
export type TConfirmationView = z.infer<typeof ZConfirmationView>;

export const ZChecklistItemView = z.object({
  key: z.string(),
  label: z.string(),
  detail: z.string(),
  conditional: z.boolean(),
  documentTypes: z.array(ZChecklistDocumentType),
  /** Done when one of its documents is accepted, or the counsellor ticked it. */
  done: z.boolean(),
  /** The newest of the student's documents for it, if any. */
  document: ZJourneyDocumentRef.nullable(),
  tickedByCounsellor: z.boolean(),
});
export type TChecklistItemView = z.infer<typeof ZChecklistItemView>;

export const ZFundsView = z.object({
  livingOptionKey: z.string(),
  dependants: z.number().int(),
  months: z.number().int().nullable(),
  inrRate: z.string().nullable(),
  inrRateOn: z.iso.date().nullable(),
  evidence: z.array(ZJourneyDocumentRef),
  /** calculateFunds of these inputs with the course fee and the verified deposit. */
  calculation: z.object({
    currency: z.string(),
    remainingTuition: z.number(),
    livingCosts: z.number().nullable(),
    dependantCosts: z.number().nullable(),
    total: z.number().nullable(),
    monthsCounted: z.number().int().nullable(),
    heldForDays: z.number().int().nullable(),
    totalInr: z.number().nullable(),
    unknownAmountNote: z.string().nullable(),
  }),
});
export type TFundsView = z.infer<typeof ZFundsView>;

export const ZVisaView = z.object({
  status: z.enum(VISA_STATUSES),
  lodgedOn: z.iso.date().nullable(),
  reference: z.string(),
  biometricsOn: z.iso.date().nullable(),
  decidedOn: z.iso.date().nullable(),
  validFrom: z.iso.date().nullable(),
  validUntil: z.iso.date().nullable(),
  refusalReason: z.string(),
  nextSteps: z.string(),
  checklist: z.array(ZChecklistItemView),
  /** The decision letter the student uploads once the embassy answers (GRANTED is recorded only with it). */
  decisionLetter: ZJourneyDocumentRef.nullable(),
  /** null until the counsellor has entered the calculator's inputs. */
  funds: ZFundsView.nullable(),
});
export type TVisaView = z.infer<typeof ZVisaView>;

export const ZPreDepartureItemView = z.object({
  item: z.enum(PRE_DEPARTURE_ITEMS),
  label: z.string(),
  done: z.boolean(),
  detail: z.string(),
  date: z.iso.date().nullable(),
});
export const ZPreDepartureView = z.object({
  checklist: z.array(ZPreDepartureItemView),
  completedAt: z.string().nullable(),
  note: z.string(),
});
export type TPreDepartureView = z.infer<typeof ZPreDepartureView>;

export const ZPostOfferJourney = z.object({
  applicationId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  country: ZCountry,
  intake: z.string(),
  /** The course's yearly fee, in the destination currency. */
  courseFee: z.number(),
  position: ZPostOfferPosition,
  nextStep: ZNextStep.nullable(),
  stages: z.array(ZStageSummary),
  deposit: ZDepositView,
  interviews: z.array(ZInterviewView),
  confirmation: ZConfirmationView,
  visa: ZVisaView,
  preDeparture: ZPreDepartureView,
  updatedAt: z.string(),
});
export type TPostOfferJourney = z.infer<typeof ZPostOfferJourney>;

/** GET /api/student/post-offer: every application of the student past the unconditional offer. */
export const ZPostOfferSummary = z.object({
  applicationId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  country: ZCountry,
  position: ZPostOfferPosition,
  nextStep: ZNextStep.nullable(),
});
export const ZPostOfferSummaryList = z.array(ZPostOfferSummary);
export type TPostOfferSummary = z.infer<typeof ZPostOfferSummary>;
