import {
  calculateFunds,
  destinationRuleOf,
  POST_OFFER_STAGES,
  PRE_DEPARTURE_ITEM_LABELS,
  PRE_DEPARTURE_ITEMS,
  type TPostOfferJourney,
  type TPostOfferSummary,
  type TPreDepartureEvent,
  type TStageSummary,
} from '@portal/contract';

const uk = destinationRuleOf('UK');

/** Test data: the five stages, each with the state given (UPCOMING by default). */
export const makeStages = (states: Partial<Record<TStageSummary['stage'], TStageSummary['state']>> = {}) =>
  POST_OFFER_STAGES.map(
    (stage): TStageSummary => ({
      stage,
      name: stage,
      state: states[stage] ?? 'UPCOMING',
      statusLine: `${stage} status line`,
      dueOn: null,
    }),
  );

const calculation = calculateFunds(
  uk.funds,
  { livingOptionKey: 'LONDON', dependants: 0, months: null, inrRate: '111.2450' },
  { firstYearFee: 22000, depositPaid: 5000 },
);

/** Test data: a UK application at its visa stage, as GET …/post-offer answers it. */
export const makeJourney = (overrides: Partial<TPostOfferJourney> = {}): TPostOfferJourney => ({
  applicationId: 11,
  courseName: 'MSc Data Science',
  universityName: 'University of Leeds',
  country: 'UK',
  intake: 'September 2027',
  courseFee: 22000,
  position: 'VISA',
  nextStep: { actor: 'STUDENT', text: 'Upload your tuberculosis test certificate', dueOn: '2027-06-30' },
  stages: makeStages({ DEPOSIT: 'DONE', INTERVIEW: 'DONE', CONFIRMATION: 'DONE', VISA: 'CURRENT' }),
  deposit: {
    status: 'VERIFIED',
    amount: 5000,
    currency: 'GBP',
    dueOn: '2027-03-01',
    paidAmount: 5000,
    paidOn: '2027-02-20',
    verifiedAt: '2027-02-22T06:30:00.000Z',
    rejectionReason: '',
    receipt: {
      id: 71,
      type: 'TUITION_DEPOSIT_RECEIPT',
      name: 'receipt.pdf',
      status: 'ACCEPTED',
      remarks: '',
    },
  },
  interviews: [
    {
      id: 5,
      kind: 'PRE_CAS',
      startsAt: '2027-03-10T10:00:00.000Z',
      startsAtLocal: '2027-03-10T10:00',
      timeZone: 'Europe/London',
      meetingLink: 'https://meet.example.ac.uk/pre-cas',
      place: '',
      preparationNotes: 'Know your course modules.',
      outcome: 'PASSED',
      outcomeNote: '',
    },
  ],
  confirmation: {
    status: 'ISSUED',
    reference: 'E4G8KX12345678',
    issuedOn: '2027-04-01',
    expiresOn: '2027-10-01',
    note: '',
    letter: { id: 72, type: 'ENROLMENT_CONFIRMATION', name: 'cas.pdf', status: 'ACCEPTED', remarks: '' },
  },
  visa: {
    status: 'PREPARING',
    lodgedOn: null,
    reference: '',
    biometricsOn: null,
    decidedOn: null,
    validFrom: null,
    validUntil: null,
    refusalReason: '',
    nextSteps: '',
    decisionLetter: null,
    checklist: uk.visa.checklist.map((item) => ({
      key: item.key,
      label: item.label,
      detail: item.detail,
      conditional: item.conditional,
      documentTypes: item.documentTypes,
      done: item.key === 'CAS',
      document:
        item.key === 'CAS'
          ? { id: 72, type: 'ENROLMENT_CONFIRMATION', name: 'cas.pdf', status: 'ACCEPTED', remarks: '' }
          : item.key === 'TB_TEST'
            ? {
                id: 73,
                type: 'TB_TEST_CERTIFICATE',
                name: 'tb.pdf',
                status: 'REJECTED',
                remarks: 'Clinic not approved',
              }
            : null,
      tickedByCounsellor: false,
    })),
    funds: calculation && {
      livingOptionKey: 'LONDON',
      dependants: 0,
      months: null,
      inrRate: '111.2450',
      inrRateOn: '2027-04-02',
      evidence: [],
      calculation,
    },
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
  updatedAt: '2027-04-02T06:30:00.000Z',
  ...overrides,
});

/** Test data: one row of GET /api/student/post-offer. */
export const makeSummary = (
  applicationId: number,
  overrides: Partial<TPostOfferSummary> = {},
): TPostOfferSummary => ({
  applicationId,
  courseName: `Course ${applicationId}`,
  universityName: `University ${applicationId}`,
  country: 'UK',
  position: 'DEPOSIT',
  nextStep: { actor: 'COUNSELLOR', text: 'Your counsellor enters the deposit', dueOn: null },
  ...overrides,
});

/** Test data: one pre-departure event. */
export const makeEvent = (id: number, overrides: Partial<TPreDepartureEvent> = {}): TPreDepartureEvent => ({
  id,
  title: `Pre-departure briefing ${id}`,
  country: 'UK',
  city: 'Bengaluru',
  date: '2027-07-10',
  startTime: '10:00',
  endTime: '12:00',
  address: 'MG Road',
  locationLink: null,
  registered: false,
  canRegister: true,
  canGiveFeedback: false,
  feedback: null,
  ...overrides,
});
