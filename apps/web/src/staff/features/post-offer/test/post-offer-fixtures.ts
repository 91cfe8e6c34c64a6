import {
  destinationRuleOf,
  POST_OFFER_STAGE_LABELS,
  POST_OFFER_STAGES,
  PRE_DEPARTURE_ITEM_LABELS,
  PRE_DEPARTURE_ITEMS,
  type TCountry,
  type TJourneyDocumentRef,
  type TPostOfferJourney,
  type TStageSummary,
} from '@portal/contract';

export const APPLICATION_ID = 31;
export const STUDENT_ID = 7;

export const documentRef = (
  id: number,
  type: TJourneyDocumentRef['type'],
  overrides: Partial<TJourneyDocumentRef> = {},
): TJourneyDocumentRef => ({
  id,
  type,
  name: `${type.toLowerCase()}.pdf`,
  status: 'UPLOADED',
  remarks: '',
  ...overrides,
});

/** The journey as GET …/post-offer answers it: a UK application at the deposit, nothing recorded yet. */
export function journeyOf(
  overrides: Partial<TPostOfferJourney> = {},
  country: TCountry = 'UK',
): TPostOfferJourney {
  const rule = destinationRuleOf(country);
  const stages: TStageSummary[] = POST_OFFER_STAGES.map((stage, index) => ({
    stage,
    name: stage === 'CONFIRMATION' ? rule.confirmation.shortName : POST_OFFER_STAGE_LABELS[stage],
    state: index === 0 ? 'CURRENT' : 'UPCOMING',
    statusLine: index === 0 ? 'Waiting for the amount' : 'Not started',
    dueOn: null,
  }));
  return {
    applicationId: APPLICATION_ID,
    courseName: 'MSc Data Science',
    universityName: 'University of Leeds',
    country,
    intake: 'September 2027',
    courseFee: 20000,
    position: 'DEPOSIT',
    nextStep: { actor: 'COUNSELLOR', text: 'Enter the deposit the offer asks for', dueOn: null },
    stages,
    deposit: {
      status: 'NOT_REQUESTED',
      amount: null,
      currency: null,
      dueOn: null,
      paidAmount: null,
      paidOn: null,
      verifiedAt: null,
      rejectionReason: '',
      receipt: null,
    },
    interviews: [],
    confirmation: {
      status: 'AWAITED',
      reference: '',
      issuedOn: null,
      expiresOn: null,
      note: '',
      letter: null,
    },
    visa: {
      status: 'NOT_STARTED',
      lodgedOn: null,
      reference: '',
      biometricsOn: null,
      decidedOn: null,
      validFrom: null,
      validUntil: null,
      refusalReason: '',
      nextSteps: '',
      decisionLetter: null,
      checklist: rule.visa.checklist.map((item) => ({
        key: item.key,
        label: item.label,
        detail: item.detail,
        conditional: item.conditional,
        documentTypes: item.documentTypes,
        done: false,
        document: null,
        tickedByCounsellor: false,
      })),
      funds: null,
    },
    preDeparture: {
      checklist: PRE_DEPARTURE_ITEMS.map((item) => ({
        item,
        label: PRE_DEPARTURE_ITEM_LABELS[item],
        done: false,
        detail: '',
        date: null,
      })),
      completedAt: null,
      note: '',
    },
    updatedAt: '2027-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The journey with one stage open (CURRENT) and the earlier ones done. */
export function atStage(journey: TPostOfferJourney, stage: TStageSummary['stage']): TPostOfferJourney {
  const at = POST_OFFER_STAGES.indexOf(stage);
  return {
    ...journey,
    position: stage,
    stages: journey.stages.map((summary, index) => ({
      ...summary,
      state: index < at ? 'DONE' : index === at ? 'CURRENT' : 'UPCOMING',
    })),
  };
}
