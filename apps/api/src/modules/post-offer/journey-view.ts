import {
  calculateFunds,
  PRE_DEPARTURE_ITEM_LABELS,
  PRE_DEPARTURE_ITEMS,
  type TChecklistItemView,
  type TConfirmationStatus,
  type TFundsView,
  type TInterviewKind,
  type TInterviewOutcome,
  type TJourneyDocumentRef,
  type TPostOfferJourney,
  type TVisaView,
} from '@portal/contract';
import type { TJourneyDocument } from './documents-read-model.ts';
import {
  decisionLetterOf,
  depositStatusOf,
  letterOf,
  newestDocumentOf,
  receiptOf,
  type TJourneyFacts,
  visaStatusOf,
} from './journey-facts.ts';
import { judgeJourney, type TJourneyOutcome } from './journey-rules.ts';

const refOf = (document: TJourneyDocument | null): TJourneyDocumentRef | null =>
  document
    ? {
        id: document.id,
        type: document.type as TJourneyDocumentRef['type'],
        name: document.name,
        status: document.status,
        remarks: document.remarks,
      }
    : null;

/** The destination's visa checklist, each item done when a document of it is accepted or it is ticked. */
export function checklistOf(facts: TJourneyFacts): TChecklistItemView[] {
  const ticked = facts.visa?.tickedKeys ?? [];
  return facts.rule.visa.checklist.map((item) => {
    const document = newestDocumentOf(facts, item.documentTypes);
    const isAccepted = facts.documents.some(
      (candidate) => item.documentTypes.includes(candidate.type as never) && candidate.status === 'ACCEPTED',
    );
    const tickedByCounsellor = ticked.includes(item.key);
    return {
      key: item.key,
      label: item.label,
      detail: item.detail,
      conditional: item.conditional,
      documentTypes: item.documentTypes,
      done: isAccepted || tickedByCounsellor,
      document: refOf(document),
      tickedByCounsellor,
    };
  });
}

/** The deposit counted by the calculator: the verified one, when paid in the rule's currency. */
function depositPaidOf(facts: TJourneyFacts): number {
  const deposit = facts.deposit;
  if (!deposit?.verified || deposit.currency !== facts.rule.funds.currency) return 0;
  return deposit.paidAmount ?? deposit.amount;
}

function fundsOf(facts: TJourneyFacts): TFundsView | null {
  const inputs = facts.visa?.funds;
  if (!inputs) return null;
  const calculation = calculateFunds(facts.rule.funds, inputs, {
    firstYearFee: facts.application.fee,
    depositPaid: depositPaidOf(facts),
  });
  if (!calculation) return null;
  const evidence = inputs.evidenceDocumentIds
    .map((id) => refOf(facts.documents.find((document) => document.id === id) ?? null))
    .filter((ref): ref is TJourneyDocumentRef => ref !== null);
  return { ...inputs, evidence, calculation };
}

function visaOf(facts: TJourneyFacts, checklist: TChecklistItemView[]): TVisaView {
  const visa = facts.visa;
  return {
    status: visaStatusOf(facts),
    lodgedOn: visa?.lodgedOn ?? null,
    reference: visa?.reference ?? '',
    biometricsOn: visa?.biometricsOn ?? null,
    decidedOn: visa?.decidedOn ?? null,
    validFrom: visa?.validFrom ?? null,
    validUntil: visa?.validUntil ?? null,
    refusalReason: visa?.refusalReason ?? '',
    nextSteps: visa?.nextSteps ?? '',
    checklist,
    decisionLetter: refOf(decisionLetterOf(facts)),
    funds: fundsOf(facts),
  };
}

/** Position, due date, next step and stages: what the journey row keeps and the view shows. */
export function outcomeOf(facts: TJourneyFacts): TJourneyOutcome {
  const checklist = checklistOf(facts);
  return judgeJourney(facts, checklist.filter((item) => item.done).length);
}

/** GET …/post-offer: the whole journey of one application. */
export function toJourneyView(facts: TJourneyFacts): TPostOfferJourney {
  const { application, deposit, confirmation, preDeparture } = facts;
  const checklist = checklistOf(facts);
  const outcome = judgeJourney(facts, checklist.filter((item) => item.done).length);
  const receipt = receiptOf(facts);
  const depositStatus = depositStatusOf(facts);
  const items = preDeparture?.items ?? {};
  const updatedAt = [application.updatedAt, facts.journey?.updatedAt]
    .filter((date): date is Date => date instanceof Date)
    .reduce((a, b) => (a > b ? a : b));
  return {
    applicationId: application.id,
    courseName: application.courseName,
    universityName: application.universityName,
    country: application.country,
    intake: application.intake,
    courseFee: application.fee,
    position: outcome.position,
    nextStep: outcome.nextStep,
    stages: outcome.stages,
    deposit: {
      status: depositStatus,
      amount: deposit?.amount ?? null,
      currency: deposit?.currency ?? null,
      dueOn: deposit?.dueOn ?? null,
      paidAmount: deposit?.paidAmount ?? null,
      paidOn: deposit?.paidOn ?? null,
      verifiedAt: deposit?.verifiedAt?.toISOString() ?? null,
      rejectionReason: depositStatus === 'PROOF_REJECTED' ? (receipt?.remarks ?? '') : '',
      receipt: refOf(receipt),
    },
    interviews: facts.interviews.map((row) => ({
      id: row.id,
      kind: row.kind as TInterviewKind,
      startsAt: row.startsAt.toISOString(),
      startsAtLocal: row.startsAtLocal,
      timeZone: row.timeZone,
      meetingLink: row.meetingLink,
      place: row.place,
      preparationNotes: row.preparationNotes,
      outcome: row.outcome as TInterviewOutcome,
      outcomeNote: row.outcomeNote,
    })),
    confirmation: {
      status: (confirmation ? 'ISSUED' : 'AWAITED') satisfies TConfirmationStatus,
      reference: confirmation?.reference ?? '',
      issuedOn: confirmation?.issuedOn ?? null,
      expiresOn: confirmation?.expiresOn ?? null,
      note: confirmation?.note ?? '',
      letter: refOf(letterOf(facts)),
    },
    visa: visaOf(facts, checklist),
    preDeparture: {
      checklist: PRE_DEPARTURE_ITEMS.map((item) => ({
        item,
        label: PRE_DEPARTURE_ITEM_LABELS[item],
        done: items[item]?.done ?? false,
        detail: items[item]?.detail ?? '',
        date: items[item]?.date ?? null,
      })),
      completedAt: preDeparture?.completedAt?.toISOString() ?? null,
      note: preDeparture?.note ?? '',
    },
    updatedAt: updatedAt.toISOString(),
  };
}
