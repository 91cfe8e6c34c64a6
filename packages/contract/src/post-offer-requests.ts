// What staff and students send to move the post-offer journey along (calls under
// /api/staff/applications/{applicationId}/post-offer and /api/student/applications/{applicationId}/post-offer).
import { z } from 'zod';
import { hasUnsafeRemarkCharacters } from './documents.ts';
import { makePositiveId } from './ids.ts';
import {
  INTERVIEW_KINDS,
  POST_OFFER_LIMITS as L,
  POST_OFFER_MESSAGES as M,
  PRE_DEPARTURE_ITEMS,
} from './post-offer-stages.ts';

const ZText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((text) => !hasUnsafeRemarkCharacters(text), M.textUnsafe);
/** A free-text note (optional unless a rule says otherwise). */
export const ZJourneyNote = ZText(L.noteMaxLength, M.noteTooLong);
const DATE_FORMAT = 'Give a date as YYYY-MM-DD.';
const ZIsoDate = z.iso.date({ error: DATE_FORMAT }).max(10, DATE_FORMAT);
const ZAmount = z
  .number({ error: M.amountInvalid })
  .int(M.amountInvalid)
  .min(1, M.amountInvalid)
  .max(L.amountMax, M.amountInvalid);
const CURRENCY_FORMAT = 'currency must be a 3-letter ISO code such as GBP';
const ZCurrency = z
  .string()
  .max(3, CURRENCY_FORMAT)
  .regex(/^[A-Z]{3}$/, CURRENCY_FORMAT);
export const ZJourneyReference = z
  .string()
  .trim()
  .min(1, M.referenceInvalid)
  .max(L.referenceMaxLength, M.referenceInvalid)
  .regex(/^[\p{L}\p{N} ./-]+$/u, M.referenceInvalid);

/** True when the IANA zone is one this runtime knows (e.g. Europe/London, America/Toronto). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}
export const ZTimeZone = z.string().trim().max(64).refine(isKnownTimeZone, M.timeZoneUnknown);
/** A wall-clock time in the interview's own zone, to the minute. */
const LOCAL_TIME_FORMAT = 'Give the date and time as YYYY-MM-DDTHH:mm.';
export const ZLocalDateTime = z
  .string()
  .max(16, LOCAL_TIME_FORMAT)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, LOCAL_TIME_FORMAT);

export const ZPostOfferParams = z.object({ applicationId: makePositiveId('applicationId') });
export const ZInterviewParams = ZPostOfferParams.extend({ interviewId: makePositiveId('interviewId') });

// ---- Staff: deposit ------------------------------------------------------------------------------
/** PUT …/deposit: what the offer asks for (may be changed until verified). */
export const ZDepositRequestBody = z.strictObject({
  amount: ZAmount,
  currency: ZCurrency,
  dueOn: ZIsoDate,
});
export type TDepositRequestBody = z.infer<typeof ZDepositRequestBody>;
/** POST …/deposit/verify: the proof is accepted; what was paid and when. */
export const ZDepositVerifyBody = z.strictObject({
  paidAmount: ZAmount,
  paidOn: ZIsoDate,
  note: ZJourneyNote.default(''),
});
export type TDepositVerifyBody = z.infer<typeof ZDepositVerifyBody>;
/** POST …/deposit/reject: the proof is refused; the reason is shown to the student. */
export const ZDepositRejectBody = z.strictObject({
  reason: ZJourneyNote.default('').pipe(z.string().min(1, 'Give the reason the receipt is refused.')),
});
export type TDepositRejectBody = z.infer<typeof ZDepositRejectBody>;

// ---- Staff: interviews ---------------------------------------------------------------------------
const ZMeeting = {
  meetingLink: z
    .string()
    .trim()
    .max(L.meetingLinkMaxLength, M.meetingLinkInvalid)
    .refine((link) => link === '' || /^https:\/\/[^\s]+$/.test(link), M.meetingLinkInvalid)
    .default(''),
  place: ZText(L.placeMaxLength, M.detailTooLong).default(''),
};
/** POST …/interviews: one interview on the calendar. A meeting link or a place is required. */
export const ZInterviewCreateBody = z
  .strictObject({
    kind: z.enum(INTERVIEW_KINDS, { error: `kind must be one of ${INTERVIEW_KINDS.join(', ')}` }),
    startsAtLocal: ZLocalDateTime,
    timeZone: ZTimeZone,
    ...ZMeeting,
    preparationNotes: ZJourneyNote.default(''),
  })
  .refine((body) => body.meetingLink !== '' || body.place !== '', {
    message: M.interviewNeedsPlace,
    path: ['place'],
  });
export type TInterviewCreateBody = z.infer<typeof ZInterviewCreateBody>;

/** PUT …/interviews/{interviewId}/outcome. MISSED and FAILED need a note; RESCHEDULED names the new time. */
export const ZInterviewOutcomeBody = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('PASSED'), note: ZJourneyNote.default('') }),
  z.strictObject({
    outcome: z.enum(['FAILED', 'MISSED']),
    // A missing note reads as an empty one, so both get the rule's message.
    note: ZJourneyNote.default('').pipe(z.string().min(1, M.interviewNoteRequired)),
  }),
  z.strictObject({
    outcome: z.literal('RESCHEDULED'),
    note: ZJourneyNote.default(''),
    startsAtLocal: ZLocalDateTime,
    timeZone: ZTimeZone,
    ...ZMeeting,
  }),
]);
export type TInterviewOutcomeBody = z.infer<typeof ZInterviewOutcomeBody>;

// ---- Staff: confirmation of enrolment (CAS / LOA / CoE …) --------------------------------------------
/** PUT …/confirmation: needs the letter uploaded by the student; expiresOn defaults from the destination rule. */
export const ZConfirmationBody = z.strictObject({
  reference: ZJourneyReference,
  issuedOn: ZIsoDate,
  expiresOn: ZIsoDate.nullable().default(null),
  note: ZJourneyNote.default(''),
});
export type TConfirmationBody = z.infer<typeof ZConfirmationBody>;

// ---- Staff: visa ---------------------------------------------------------------------------------------
/** PUT …/visa/lodged: the application is in; needs the confirmation of enrolment issued. */
export const ZVisaLodgedBody = z.strictObject({
  lodgedOn: ZIsoDate,
  reference: ZJourneyReference,
  biometricsOn: ZIsoDate.nullable().default(null),
  note: ZJourneyNote.default(''),
});
export type TVisaLodgedBody = z.infer<typeof ZVisaLodgedBody>;
/** PUT …/visa/decision. GRANTED needs the decision letter uploaded; REFUSED needs the reason and next steps. */
export const ZVisaDecisionBody = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('GRANTED'),
    decidedOn: ZIsoDate,
    validFrom: ZIsoDate,
    validUntil: ZIsoDate,
    note: ZJourneyNote.default(''),
  }),
  z.strictObject({
    decision: z.literal('REFUSED'),
    decidedOn: ZIsoDate,
    reason: ZJourneyNote.default('').pipe(z.string().min(1, M.visaRefusalNeedsReason)),
    nextSteps: ZJourneyNote.default('').pipe(z.string().min(1, M.visaRefusalNeedsReason)),
  }),
]);
export type TVisaDecisionBody = z.infer<typeof ZVisaDecisionBody>;
/** PUT …/visa/checklist/{key}: the counsellor ticks an item that has nothing to upload, or unticks one. */
export const ZChecklistKeyParams = ZPostOfferParams.extend({
  key: z
    .string()
    .max(41, M.checklistItemUnknown)
    .regex(/^[A-Z][A-Z0-9_]{0,40}$/, M.checklistItemUnknown),
});
export const ZChecklistTickBody = z.strictObject({ done: z.boolean() });

/** PUT …/visa/funds: the calculator's inputs and the evidence attached to it. */
export const ZFundsInputsBody = z
  .strictObject({
    livingOptionKey: z
      .string()
      .max(40, M.livingOptionUnknown)
      .regex(/^[A-Z][A-Z0-9_]*$/, M.livingOptionUnknown),
    dependants: z.number().int().min(0).max(L.dependantsMax),
    /** Months of living costs; null = the rule's maximum. */
    months: z.number().int().min(1).max(12).nullable().default(null),
    /** Rupees per one unit of the destination currency, as a decimal string (e.g. "111.2450"); null = not entered. */
    inrRate: z
      .string()
      .max(11, M.rateInvalid)
      .regex(new RegExp(`^\\d{1,5}(\\.\\d{1,${L.inrRateDecimals}})?$`), M.rateInvalid)
      .refine((rate) => Number(rate) > 0 && Number(rate) <= L.inrRateMax, M.rateInvalid)
      .nullable()
      .default(null),
    inrRateOn: ZIsoDate.nullable().default(null),
    /** Ids of the student's documents shown as evidence (funds evidence, blocked account, GIC …). */
    evidenceDocumentIds: z.array(makePositiveId('evidenceDocumentIds')).max(10).default([]),
  })
  .refine((body) => body.inrRate === null || body.inrRateOn !== null, {
    message: M.rateDateMissing,
    path: ['inrRateOn'],
  });
export type TFundsInputsBody = z.infer<typeof ZFundsInputsBody>;

/** POST …/pre-departure/complete (staff). */
export const ZPreDepartureCompleteBody = z.strictObject({ note: ZJourneyNote.default('') });

// ---- Student: pre-departure checklist ------------------------------------------------------------------
export const ZPreDepartureItemParams = ZPostOfferParams.extend({
  item: z.enum(PRE_DEPARTURE_ITEMS, { error: `item must be one of ${PRE_DEPARTURE_ITEMS.join(', ')}` }),
});
/** PUT /api/student/applications/{applicationId}/post-offer/pre-departure/{item}. */
export const ZPreDepartureItemBody = z.strictObject({
  done: z.boolean(),
  detail: ZText(L.detailMaxLength, M.detailTooLong).default(''),
  /** For dated items (flight, arrival, enrolment day). */
  date: ZIsoDate.nullable().default(null),
});
export type TPreDepartureItemBody = z.infer<typeof ZPreDepartureItemBody>;
