// Country rules as data: one file per destination in ./destinations/, each checked against ZDestinationRule.
// Every figure carries the official page it comes from and the day it was read there; students see "as of".
import { z } from 'zod';
import { DOCUMENT_TYPES } from './constants.ts';
import { ZCountry } from './enums.ts';
import { JOURNEY_DOCUMENT_TYPES } from './journey-documents.ts';

/** Where a rule comes from: an official https page and the date (YYYY-MM-DD) it was checked. */
export const ZSourced = z.object({
  source: z.url({ protocol: /^https$/ }),
  checkedOn: z.iso.date(),
  /**
   * Shown beside "as of" when the figure could not be confirmed on an official page, or the newest official
   * page found may be out of date: it tells the student what to check with their counsellor.
   */
  note: z.string().min(1).optional(),
});

/** Any document the checklist can point at: a profile document (PASSPORT, IELTS…) or a journey document. */
export const ZChecklistDocumentType = z.enum([...DOCUMENT_TYPES, ...JOURNEY_DOCUMENT_TYPES]);

const ZRuleKey = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'keys are UPPER_SNAKE_CASE');

/** An amount in the destination's currency, whole units, per month or per year. */
export const ZPeriodAmount = z.object({
  amount: z.number().positive(),
  per: z.enum(['MONTH', 'YEAR']),
});
export type TPeriodAmount = z.infer<typeof ZPeriodAmount>;

/**
 * One place the student may live (UK: in London / outside London). The amount is null when no official page
 * could confirm it (the rule's `note` then says to ask the counsellor); `perDependant` overrides the rule's
 * own when it differs by place (UK: £845 in London, £680 outside).
 */
export const ZLivingCostOption = z.object({
  key: ZRuleKey,
  label: z.string().min(1),
  amount: z.number().positive().nullable(),
  per: z.enum(['MONTH', 'YEAR']),
  perDependant: ZPeriodAmount.nullable().default(null),
});
export type TLivingCostOption = z.infer<typeof ZLivingCostOption>;

export const ZVisaChecklistItem = ZSourced.extend({
  key: ZRuleKey,
  label: z.string().min(1),
  /** What the student must show, in a sentence or two (e.g. how long funds must be held). */
  detail: z.string().min(1),
  /** Satisfied by any one of these documents; empty when there is nothing to upload (the counsellor ticks it). */
  documentTypes: z.array(ZChecklistDocumentType),
  /** Only for some applicants (e.g. the APS certificate for Indian applicants to Germany); said in `detail`. */
  conditional: z.boolean().default(false),
});
export type TVisaChecklistItem = z.infer<typeof ZVisaChecklistItem>;

export const ZFundsRule = ZSourced.extend({
  /** ISO 4217 code of the figures (GBP, CAD, EUR, AUD). */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Where the student will live, when the amount depends on it (UK: in London / outside London); else one option. */
  livingCostOptions: z.array(ZLivingCostOption).min(1),
  /** Months of living costs counted for a MONTH amount (UK: at most 9); null for a YEAR amount (one year). */
  monthsCounted: z.number().int().positive().nullable(),
  /** Extra per dependant, when the rule has one. */
  perDependant: ZPeriodAmount.nullable(),
  /** Whether the first year's tuition still to pay (fee minus deposit) is part of what must be shown. */
  includesRemainingTuition: z.boolean(),
  /** Consecutive days the money must have been held before applying; null when the rule sets none. */
  heldForDays: z.number().int().positive().nullable(),
  /** How the funds are shown (e.g. a blocked account, a GIC), in a sentence. */
  howShown: z.string().min(1),
}).refine(
  (rule) => rule.note !== undefined || rule.livingCostOptions.every((option) => option.amount !== null),
  {
    message:
      'a living cost without a confirmed amount needs a note telling the student to ask their counsellor',
    path: ['note'],
  },
);
export type TFundsRule = z.infer<typeof ZFundsRule>;

export const ZDestinationRule = z.object({
  country: ZCountry,
  /** What each post-offer stage is called for this destination. */
  stageNames: z.object({
    deposit: z.string().min(1),
    interview: z.string().min(1),
    confirmation: z.string().min(1),
    visa: z.string().min(1),
    preDeparture: z.string().min(1),
  }),
  confirmation: ZSourced.extend({
    /** Short name shown on cards and the board, e.g. CAS, LOA, CoE. */
    shortName: z.string().min(1).max(24),
    /** Full name, e.g. "Confirmation of Acceptance for Studies". */
    name: z.string().min(1),
    /** How long it can be used after it is issued (UK CAS: 6 months); null when it has no set validity. */
    validForMonths: z.number().int().positive().nullable(),
    /** A second letter that must go with it (Canada: provincial attestation letter), or null. */
    companion: z.string().nullable(),
  }),
  visa: ZSourced.extend({
    /** e.g. "Student visa", "Study permit", "Student visa (subclass 500)". */
    name: z.string().min(1),
    /** The official page where the student applies (the VISA card's Apply Now opens it). */
    applyAt: z.url({ protocol: /^https$/ }),
    checklist: z.array(ZVisaChecklistItem).min(1),
  }),
  funds: ZFundsRule,
});
export type TDestinationRule = z.infer<typeof ZDestinationRule>;
export type TDestinationRuleInput = z.input<typeof ZDestinationRule>;
