import {
  INTERVIEW_KIND_LABELS,
  POST_OFFER_NEXT_STEPS as N,
  POST_OFFER_STAGES,
  PRE_DEPARTURE_ITEMS,
  POST_OFFER_STATUS_LINES as S,
  type TInterviewKind,
  type TNextStep,
  type TPostOfferPosition,
  type TPostOfferStage,
  type TStageState,
  type TStageSummary,
  toIsoDate,
} from '@portal/contract';
import {
  decisionLetterOf,
  departureDateOf,
  depositStatusOf,
  isUsable,
  latestDecidedInterview,
  letterOf,
  preDepartureDoneCount,
  receiptOf,
  scheduledInterviews,
  type TJourneyFacts,
  unresolvedInterview,
  visaStatusOf,
} from './journey-facts.ts';

// The rules below are written out in docs/decisions/0021-post-offer-journey.md: keep the two together.

type TStageFacts = {
  done: boolean;
  attention: boolean;
  statusLine: string;
  dueOn: string | null;
  next: Omit<TNextStep, 'dueOn'> | null;
};

function depositStage(facts: TJourneyFacts): TStageFacts {
  const deposit = facts.deposit;
  const status = depositStatusOf(facts);
  const dueOn = deposit && !deposit.verified ? deposit.dueOn : null;
  const overdue = dueOn !== null && dueOn < facts.today;
  switch (status) {
    case 'NOT_REQUESTED':
      return {
        done: false,
        attention: false,
        statusLine: S.depositNotRequested,
        dueOn,
        next: { actor: 'COUNSELLOR', text: N.depositNotRequested },
      };
    case 'VERIFIED':
      return {
        done: true,
        attention: false,
        statusLine: S.depositVerified(deposit?.paidAmount ?? deposit?.amount ?? 0, deposit?.currency ?? ''),
        dueOn,
        next: null,
      };
    case 'PROOF_UPLOADED':
      return {
        done: false,
        attention: overdue,
        statusLine: S.depositProofUploaded,
        dueOn,
        next: { actor: 'COUNSELLOR', text: N.depositCheck },
      };
    case 'PROOF_REJECTED':
      return {
        done: false,
        attention: true,
        statusLine: S.depositProofRejected,
        dueOn,
        next: { actor: 'STUDENT', text: N.depositReupload(receiptOf(facts)?.remarks ?? '') },
      };
    default:
      return {
        done: false,
        attention: overdue,
        statusLine: S.depositAwaitingProof(deposit?.amount ?? 0, deposit?.currency ?? ''),
        dueOn,
        next: { actor: 'STUDENT', text: N.depositPay(deposit?.amount ?? 0, deposit?.currency ?? '') },
      };
  }
}

function interviewStage(facts: TJourneyFacts): TStageFacts {
  const scheduled = scheduledInterviews(facts);
  const unresolved = unresolvedInterview(facts);
  const upcoming = scheduled[0];
  if (upcoming) {
    const isPast = upcoming.startsAt.getTime() <= facts.now.getTime();
    return {
      done: false,
      attention: false,
      statusLine: S.interviewScheduled(scheduled.length),
      dueOn: toIsoDate(upcoming.startsAt),
      next: isPast
        ? { actor: 'COUNSELLOR', text: N.interviewRecordOutcome }
        : {
            actor: 'STUDENT',
            text: N.interviewAttend(
              INTERVIEW_KIND_LABELS[upcoming.kind as TInterviewKind],
              upcoming.startsAtLocal,
              upcoming.timeZone,
            ),
          },
    };
  }
  if (unresolved) {
    return {
      done: false,
      attention: true,
      statusLine: unresolved.outcome === 'MISSED' ? S.interviewMissed : S.interviewFailed,
      dueOn: null,
      next: { actor: 'COUNSELLOR', text: N.interviewFollowUp },
    };
  }
  const latest = latestDecidedInterview(facts);
  return {
    done: true,
    attention: false,
    statusLine: latest ? S.interviewPassed : S.interviewsNone,
    dueOn: null,
    next: null,
  };
}

function confirmationStage(facts: TJourneyFacts): TStageFacts {
  const shortName = facts.rule.confirmation.shortName;
  const confirmation = facts.confirmation;
  const letter = letterOf(facts);
  if (confirmation) {
    const visaUnderway = ['LODGED', 'GRANTED'].includes(visaStatusOf(facts));
    const expired = confirmation.expiresOn !== null && confirmation.expiresOn < facts.today && !visaUnderway;
    return {
      done: true,
      attention: expired,
      statusLine: expired
        ? S.confirmationExpired(shortName)
        : S.confirmationIssued(shortName, confirmation.reference),
      dueOn: confirmation.expiresOn,
      next: null,
    };
  }
  if (letter?.status === 'REJECTED') {
    return {
      done: false,
      attention: true,
      statusLine: S.confirmationAwaited(shortName),
      dueOn: null,
      next: { actor: 'STUDENT', text: N.confirmationReupload(shortName, letter.remarks) },
    };
  }
  return {
    done: false,
    attention: false,
    statusLine: letter ? S.confirmationLetterUploaded(shortName) : S.confirmationAwaited(shortName),
    dueOn: null,
    next: letter
      ? { actor: 'COUNSELLOR', text: N.confirmationRecord(shortName) }
      : { actor: 'STUDENT', text: N.confirmationUpload(shortName) },
  };
}

function visaStage(facts: TJourneyFacts, checklistDone: number): TStageFacts {
  const visa = facts.visa;
  const status = visaStatusOf(facts);
  const applyBy = facts.confirmation?.expiresOn ?? null;
  switch (status) {
    case 'GRANTED':
      return {
        done: true,
        attention: false,
        statusLine: S.visaGranted(visa?.validUntil ?? ''),
        dueOn: null,
        next: null,
      };
    case 'REFUSED':
      return {
        done: false,
        attention: true,
        statusLine: S.visaRefused,
        dueOn: null,
        next: { actor: 'COUNSELLOR', text: N.visaRefused(visa?.nextSteps ?? '') },
      };
    case 'LODGED':
      return {
        done: false,
        attention: false,
        statusLine: S.visaLodged,
        dueOn: null,
        next: isUsable(decisionLetterOf(facts))
          ? { actor: 'COUNSELLOR', text: N.visaRecordDecision }
          : { actor: 'NOBODY', text: N.visaAwaitDecision },
      };
    default:
      return {
        done: false,
        attention: false,
        statusLine:
          status === 'NOT_STARTED'
            ? S.visaNotStarted
            : S.visaPreparing(checklistDone, facts.rule.visa.checklist.length),
        dueOn: applyBy,
        next: { actor: 'STUDENT', text: N.visaPrepare(facts.rule.visa.name) },
      };
  }
}

function preDepartureStage(facts: TJourneyFacts): TStageFacts {
  const done = preDepartureDoneCount(facts);
  if (facts.preDeparture?.completedAt) {
    return { done: true, attention: false, statusLine: S.preDepartureComplete, dueOn: null, next: null };
  }
  return {
    done: false,
    attention: false,
    statusLine: S.preDepartureOpen(done, PRE_DEPARTURE_ITEMS.length),
    dueOn: departureDateOf(facts),
    next:
      done === PRE_DEPARTURE_ITEMS.length
        ? { actor: 'COUNSELLOR', text: N.preDepartureConfirm }
        : { actor: 'STUDENT', text: N.preDeparture },
  };
}

export type TJourneyOutcome = {
  position: TPostOfferPosition;
  /** When the current position's step is due (the journey row and the board keep it). */
  dueOn: string | null;
  nextStep: TNextStep | null;
  stages: TStageSummary[];
};

const STAGE_NAME_KEYS: Record<TPostOfferStage, keyof TJourneyFacts['rule']['stageNames']> = {
  DEPOSIT: 'deposit',
  INTERVIEW: 'interview',
  CONFIRMATION: 'confirmation',
  VISA: 'visa',
  PRE_DEPARTURE: 'preDeparture',
};

/**
 * The position is the first stage not done (DONE when all are); each stage is DONE, ATTENTION (something
 * went wrong and someone must act), CURRENT (the position) or UPCOMING; the next step is the position's.
 */
export function judgeJourney(facts: TJourneyFacts, checklistDone: number): TJourneyOutcome {
  const byStage: Record<TPostOfferStage, TStageFacts> = {
    DEPOSIT: depositStage(facts),
    INTERVIEW: interviewStage(facts),
    CONFIRMATION: confirmationStage(facts),
    VISA: visaStage(facts, checklistDone),
    PRE_DEPARTURE: preDepartureStage(facts),
  };
  const position: TPostOfferPosition = POST_OFFER_STAGES.find((stage) => !byStage[stage].done) ?? 'DONE';
  const stateOf = (stage: TPostOfferStage, facts: TStageFacts): TStageState => {
    if (facts.attention) return 'ATTENTION';
    if (facts.done) return 'DONE';
    return stage === position ? 'CURRENT' : 'UPCOMING';
  };
  const stages = POST_OFFER_STAGES.map((stage) => ({
    stage,
    name: facts.rule.stageNames[STAGE_NAME_KEYS[stage]],
    state: stateOf(stage, byStage[stage]),
    statusLine: byStage[stage].statusLine,
    dueOn: byStage[stage].dueOn,
  }));
  if (position === 'DONE') return { position, dueOn: null, nextStep: null, stages };
  const current = byStage[position];
  return {
    position,
    dueOn: current.dueOn,
    nextStep: current.next ? { ...current.next, dueOn: current.dueOn } : null,
    stages,
  };
}
