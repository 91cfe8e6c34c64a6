import {
  type TDocumentType,
  type TNextActionFacts,
  type TPostOfferSummary,
  toIsoDate,
  ZApplicationDocumentType,
  ZDocumentType,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { postOfferSummariesOf } from '../post-offer/index.ts';
import { profileGapsOfRecord, type TProfileRecord } from '../profile/index.ts';
import type { TCounsellingState, TShortlistState } from './dashboard-read-model.ts';
import type { TNextActionRow } from './next-action-read-model.ts';

/** What the facts are computed from: the dashboard's one read. */
export type TNextActionSource = {
  record: TProfileRecord;
  profilePercent: number;
  counselling: TCounsellingState;
  isEventUser: boolean;
  shortlist: TShortlistState;
  isPaymentCompleted: boolean;
  nextAction: TNextActionRow;
};

const documentOf = (
  row: { type: string; reason: string } | null,
): { type: TDocumentType; reason: string } | null => {
  const type = ZDocumentType.safeParse(row?.type);
  return row && type.success ? { type: type.data, reason: row.reason } : null;
};

/** The first offered application whose next step is the student's; else the first with a next step at all. */
export function postOfferStepOf(summaries: readonly TPostOfferSummary[]): TNextActionFacts['postOffer'] {
  const withStep = summaries.filter((summary) => summary.nextStep !== null && summary.position !== 'DONE');
  const chosen = withStep.find((summary) => summary.nextStep?.actor === 'STUDENT') ?? withStep[0];
  if (!chosen?.nextStep || chosen.position === 'DONE') return null;
  return {
    applicationId: chosen.applicationId,
    stage: chosen.position,
    actor: chosen.nextStep.actor,
    text: chosen.nextStep.text,
  };
}

/** The facts of the read alone (the post-offer step is added by nextActionFactsOf). */
export function readFactsOf(source: TNextActionSource, now: Date): TNextActionFacts {
  const { record, counselling, shortlist, nextAction: row } = source;
  const booked = counselling.booked;
  const applicationDocumentType = ZApplicationDocumentType.safeParse(row.rejectedApplicationDocument?.type);
  const rejectedApplicationDocument = row.rejectedApplicationDocument;
  return {
    isEventUser: source.isEventUser,
    profile: {
      percent: source.profilePercent,
      ...profileGapsOfRecord(record),
      rejectedDocument: documentOf(row.rejectedDocument),
      documentsInReview: record.documents.filter((document) => document.status === 'UPLOADED').length,
    },
    counselling: {
      booked: booked ? { ...booked, isToday: booked.date === toIsoDate(now) } : null,
      isCompleted: counselling.isCompleted,
    },
    isFeePaid: source.isPaymentCompleted,
    shortlisted: {
      open: shortlist.open,
      // The student's own choices need counselling completed first (the apply rule of the applications module).
      applicable: counselling.isCompleted ? shortlist.open : shortlist.expertChoice,
    },
    liveApplication: row.liveApplication,
    conditionalOffer: row.conditionalOffer && {
      ...row.conditionalOffer,
      rejected: documentOf(row.conditionalOffer.rejected),
    },
    rejectedApplicationDocument:
      rejectedApplicationDocument && applicationDocumentType.success
        ? { ...rejectedApplicationDocument, type: applicationDocumentType.data }
        : null,
    postOffer: null,
  };
}

/**
 * The facts "what to do next" is chosen from. Everything comes from the dashboard's one statement, except
 * the next step past an unconditional offer: the post-offer module's own rules say it (the same as GET
 * /student/post-offer), read only for a student who has such an offer.
 */
export async function nextActionFactsOf(
  db: TDb,
  source: TNextActionSource,
  now: Date,
): Promise<TNextActionFacts> {
  const facts = readFactsOf(source, now);
  if (!source.nextAction.hasUnconditionalOffer) return facts;
  const summaries = await postOfferSummariesOf({ db, clock: { now: () => now } }, source.record.studentId);
  return { ...facts, postOffer: postOfferStepOf(summaries) };
}
