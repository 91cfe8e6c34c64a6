import {
  destinationRuleOf,
  type TDepositStatus,
  type TDestinationRule,
  type TInterviewOutcome,
  type TVisaStatus,
} from '@portal/contract';
import type { TJourneyApplication } from './application-read-model.ts';
import type { TJourneyDocument } from './documents-read-model.ts';
import type { TInterviewRow, TJourneyRows } from './journey-repository.ts';

/** What the journey's rules read: the rows, the documents, the destination rule and the day. */
export type TJourneyFacts = TJourneyRows & {
  application: TJourneyApplication;
  rule: TDestinationRule;
  documents: TJourneyDocument[];
  /** Today in India time (YYYY-MM-DD) and the instant now. */
  today: string;
  now: Date;
};

export function journeyFactsOf(
  application: TJourneyApplication,
  rows: TJourneyRows,
  documents: TJourneyDocument[],
  now: Date,
  today: string,
): TJourneyFacts {
  return { ...rows, application, rule: destinationRuleOf(application.country), documents, now, today };
}

/** The newest of the student's documents of these types (profile ones or this application's). */
export function newestDocumentOf(facts: TJourneyFacts, types: readonly string[]): TJourneyDocument | null {
  return facts.documents.find((document) => types.includes(document.type)) ?? null;
}

/** A document is "uploaded" for a rule while it is there and not refused. */
export const isUsable = (document: TJourneyDocument | null): document is TJourneyDocument =>
  document !== null && document.status !== 'REJECTED';

export const receiptOf = (facts: TJourneyFacts) => newestDocumentOf(facts, ['TUITION_DEPOSIT_RECEIPT']);
export const letterOf = (facts: TJourneyFacts) => newestDocumentOf(facts, ['ENROLMENT_CONFIRMATION']);
export const decisionLetterOf = (facts: TJourneyFacts) => newestDocumentOf(facts, ['VISA_DECISION']);

/** The deposit's status: stored as requested / verified; the receipt's review says the rest. */
export function depositStatusOf(facts: TJourneyFacts): TDepositStatus {
  if (!facts.deposit) return 'NOT_REQUESTED';
  if (facts.deposit.verified) return 'VERIFIED';
  const receipt = receiptOf(facts);
  if (!receipt) return 'AWAITING_PROOF';
  return receipt.status === 'REJECTED' ? 'PROOF_REJECTED' : 'PROOF_UPLOADED';
}

export const visaStatusOf = (facts: TJourneyFacts): TVisaStatus =>
  (facts.visa?.status as TVisaStatus | undefined) ?? 'NOT_STARTED';

const outcomeOf = (row: TInterviewRow) => row.outcome as TInterviewOutcome;
export const scheduledInterviews = (facts: TJourneyFacts) =>
  facts.interviews.filter((row) => outcomeOf(row) === 'SCHEDULED');

/**
 * The interview that needs following up: a FAILED or MISSED one with no PASSED interview after it
 * (rescheduled ones do not count either way). null when there is none.
 */
export function unresolvedInterview(facts: TJourneyFacts): TInterviewRow | null {
  const decided = facts.interviews.filter((row) => ['PASSED', 'FAILED', 'MISSED'].includes(outcomeOf(row)));
  const lastPass = decided.findLastIndex((row) => outcomeOf(row) === 'PASSED');
  return decided.slice(lastPass + 1).find((row) => outcomeOf(row) !== 'PASSED') ?? null;
}

/** The latest decided interview (by its time), rescheduled ones left out. */
export function latestDecidedInterview(facts: TJourneyFacts): TInterviewRow | null {
  const decided = facts.interviews.filter((row) => ['PASSED', 'FAILED', 'MISSED'].includes(outcomeOf(row)));
  return decided.at(-1) ?? null;
}

/** Pre-departure items ticked done. */
export function preDepartureDoneCount(facts: TJourneyFacts): number {
  return Object.values(facts.preDeparture?.items ?? {}).filter((item) => item.done).length;
}

/** When the student leaves: the flight date, else the arrival date, else null. */
export function departureDateOf(facts: TJourneyFacts): string | null {
  const items = facts.preDeparture?.items ?? {};
  return items.FLIGHT?.date ?? items.ARRIVAL_DATE?.date ?? null;
}
