import { describe, expect, it } from 'vitest';
import {
  NEXT_ACTION_KINDS,
  NEXT_ACTION_RULES,
  nextActionFor,
  type TNextAction,
  type TNextActionFacts,
  ZNextAction,
} from '../src/dashboard-next-action.ts';

/** A student with every step behind them: an unconditional offer whose journey is complete. */
const DONE: TNextActionFacts = {
  isEventUser: false,
  profile: {
    percent: 100,
    incompletePart: null,
    rejectedDocument: null,
    missingDocuments: [],
    documentsInReview: 0,
  },
  counselling: { booked: null, isCompleted: true },
  isFeePaid: true,
  shortlisted: { open: 0, applicable: 0 },
  liveApplication: { id: 7, courseName: 'MSc Data Science', status: 'UNCONDITIONAL_OFFER_RECEIVED' },
  conditionalOffer: null,
  rejectedApplicationDocument: null,
  postOffer: null,
};

type TFactsChange = {
  [K in keyof TNextActionFacts]?: TNextActionFacts[K] extends object | null
    ? Partial<NonNullable<TNextActionFacts[K]>> | null
    : TNextActionFacts[K];
};

/** DONE with some facts changed (object facts merged one level deep). */
function facts(change: TFactsChange): TNextActionFacts {
  const merged: Record<string, unknown> = { ...DONE };
  for (const [key, value] of Object.entries(change)) {
    const base = (DONE as Record<string, unknown>)[key];
    merged[key] =
      value && typeof value === 'object' && !Array.isArray(value) && base && typeof base === 'object'
        ? { ...base, ...value }
        : value;
  }
  return merged as TNextActionFacts;
}

const NEW_STUDENT = facts({
  profile: {
    percent: 6,
    incompletePart: 'personal',
    missingDocuments: [
      'PASSPORT',
      'SSC',
      'HSC',
      'RESUME',
      'LETTER_OF_RECOMMENDATION_1',
      'LETTER_OF_RECOMMENDATION_2',
    ],
  },
  counselling: { booked: null, isCompleted: false },
  isFeePaid: false,
  liveApplication: null,
});

const CONDITIONAL = {
  applicationId: 3,
  courseName: 'MSc Finance',
  rejected: null,
  missing: 0,
  inReview: 0,
};

/** One row per rule, in the rules' order: the facts that make it apply first, and what it says. */
const RULE_ROWS: [kind: TNextAction['kind'], TNextActionFacts, Omit<TNextAction, 'kind'>][] = [
  [
    'REUPLOAD_DOCUMENT',
    facts({ profile: { rejectedDocument: { type: 'SSC', reason: 'The scan is blurred.' } } }),
    {
      actor: 'STUDENT',
      text: 'Re-upload your SSC (10th): The scan is blurred.',
      target: { page: 'PROFILE', section: null, documentType: 'SSC' },
    },
  ],
  [
    'REUPLOAD_CONDITIONAL_DOCUMENT',
    facts({
      conditionalOffer: {
        ...CONDITIONAL,
        rejected: { type: 'IELTS', reason: 'Score below 6.5.' },
        missing: 1,
      },
    }),
    {
      actor: 'STUDENT',
      text: 'Re-upload the IELTS your offer for MSc Finance asks for: Score below 6.5.',
      target: { page: 'APPLICATION_JOURNEY', applicationId: 3, step: 2 },
    },
  ],
  [
    'UPLOAD_CONDITIONAL_DOCUMENTS',
    facts({ conditionalOffer: { ...CONDITIONAL, missing: 2 } }),
    {
      actor: 'STUDENT',
      text: 'Upload 2 documents your conditional offer for MSc Finance asks for.',
      target: { page: 'APPLICATION_JOURNEY', applicationId: 3, step: 2 },
    },
  ],
  [
    'REUPLOAD_APPLICATION_DOCUMENT',
    facts({
      rejectedApplicationDocument: {
        applicationId: 4,
        courseName: 'MA History',
        type: 'STATEMENT_OF_PURPOSE',
        reason: 'Too short.',
      },
    }),
    {
      actor: 'STUDENT',
      text: 'Re-upload your Statement of Purpose for MA History: Too short.',
      target: { page: 'APPLICATION_JOURNEY', applicationId: 4, step: 1 },
    },
  ],
  [
    'POST_OFFER_STEP',
    facts({
      postOffer: {
        applicationId: 7,
        stage: 'DEPOSIT',
        actor: 'STUDENT',
        text: 'Pay the tuition deposit of GBP 5,000 and upload the receipt.',
      },
    }),
    {
      actor: 'STUDENT',
      text: 'Pay the tuition deposit of GBP 5,000 and upload the receipt.',
      target: { page: 'POST_OFFER', applicationId: 7, stage: 'DEPOSIT' },
    },
  ],
  [
    'SESSION_TODAY',
    facts({ counselling: { booked: { date: '2026-11-29', time: '16:30', isToday: true } } }),
    {
      actor: 'STUDENT',
      text: 'Your counselling session is today at 4:30 PM IST. Be ready a few minutes early.',
      target: { page: 'COUNSELLING_SESSION' },
    },
  ],
  [
    'COMPLETE_PROFILE',
    facts({ profile: { percent: 62, incompletePart: 'contact' } }),
    {
      actor: 'STUDENT',
      text: 'Complete your profile (62% done): add your contact information.',
      target: { page: 'PROFILE', section: 'contact', documentType: null },
    },
  ],
  [
    'UPLOAD_DOCUMENTS',
    facts({ profile: { percent: 84, missingDocuments: ['HSC', 'RESUME'] } }),
    {
      actor: 'STUDENT',
      text: 'Upload your HSC (12th) and one more document.',
      target: { page: 'PROFILE', section: null, documentType: 'HSC' },
    },
  ],
  [
    'BOOK_COUNSELLING',
    facts({ counselling: { booked: null, isCompleted: false } }),
    {
      actor: 'STUDENT',
      text: 'Book your free counselling session: a counsellor helps you choose your courses.',
      target: { page: 'BOOK_COUNSELLING' },
    },
  ],
  [
    'PAY_FEE',
    facts({ isFeePaid: false, liveApplication: null }),
    {
      actor: 'STUDENT',
      text: 'Pay the consultancy fee of ₹4,956 so you can apply.',
      target: { page: 'PAYMENT' },
    },
  ],
  [
    'SHORTLIST_COURSE',
    facts({ liveApplication: null }),
    {
      actor: 'STUDENT',
      text: 'Shortlist the courses you like, so you can apply to them.',
      target: { page: 'COURSES' },
    },
  ],
  [
    'APPLY',
    facts({ liveApplication: null, shortlisted: { open: 3, applicable: 2 } }),
    {
      actor: 'STUDENT',
      text: 'Apply to one of your 2 shortlisted courses.',
      target: { page: 'SHORTLISTED' },
    },
  ],
  [
    'ATTEND_SESSION',
    facts({ counselling: { booked: { date: '2026-12-03', time: '10:00', isToday: false } } }),
    {
      actor: 'STUDENT',
      text: 'Your counselling session is on 3 Dec 2026 at 10:00 AM IST. See its details and what to bring.',
      target: { page: 'COUNSELLING_SESSION' },
    },
  ],
  [
    'AWAIT_POST_OFFER',
    facts({
      postOffer: {
        applicationId: 7,
        stage: 'DEPOSIT',
        actor: 'COUNSELLOR',
        text: 'Your counsellor checks your deposit receipt.',
      },
    }),
    {
      actor: 'COUNSELLOR',
      text: 'Your counsellor checks your deposit receipt.',
      target: { page: 'POST_OFFER', applicationId: 7, stage: 'DEPOSIT' },
    },
  ],
  [
    'AWAIT_CONDITIONAL_REVIEW',
    facts({
      liveApplication: { id: 3, courseName: 'MSc Finance', status: 'CONDITIONAL_OFFER_RECEIVED' },
      conditionalOffer: { ...CONDITIONAL, inReview: 2 },
    }),
    {
      actor: 'COUNSELLOR',
      text: 'Nothing to do for now: your counsellor is checking the documents for your offer for MSc Finance.',
      target: { page: 'APPLICATION_JOURNEY', applicationId: 3, step: 2 },
    },
  ],
  [
    'AWAIT_APPLICATION_DECISION',
    facts({ liveApplication: { id: 5, courseName: 'BSc Physics', status: 'UNDER_REVIEW' } }),
    {
      actor: 'UNIVERSITY',
      text: 'Nothing to do for now: the university is considering your application to BSc Physics.',
      target: { page: 'APPLICATION_JOURNEY', applicationId: 5, step: 1 },
    },
  ],
  [
    'AWAIT_DOCUMENT_REVIEW',
    facts({ profile: { documentsInReview: 3 } }),
    {
      actor: 'COUNSELLOR',
      text: 'Nothing to do for now: your counsellor is checking 3 of your documents.',
      target: { page: 'PROFILE', section: null, documentType: null },
    },
  ],
];

describe('nextActionFor: one row per rule', () => {
  it('the rules are tried in NEXT_ACTION_KINDS order, and every kind has a row here', () => {
    expect(NEXT_ACTION_RULES.map((rule) => rule.kind)).toEqual([...NEXT_ACTION_KINDS]);
    expect(RULE_ROWS.map(([kind]) => kind)).toEqual([...NEXT_ACTION_KINDS]);
  });

  it.each(RULE_ROWS)('%s', (kind, input, expected) => {
    const action = nextActionFor(input);
    expect(action).toEqual({ kind, ...expected });
    expect(ZNextAction.parse(action)).toEqual(action);
  });

  it('nothing to do and nothing to wait for (every step done): null, no banner', () => {
    expect(nextActionFor(DONE)).toBeNull();
  });
});

describe('nextActionFor: which comes first', () => {
  const kindOf = (input: TNextActionFacts) => nextActionFor(input)?.kind;

  it('a new student completes the profile before booking or paying', () => {
    expect(kindOf(NEW_STUDENT)).toBe('COMPLETE_PROFILE');
  });

  it('with the fields filled in, the missing documents come next (the first one named)', () => {
    const action = nextActionFor(
      facts({ ...NEW_STUDENT, profile: { ...NEW_STUDENT.profile, incompletePart: null } }),
    );
    expect(action?.text).toBe('Upload your Passport and 5 more documents.');
  });

  it('a rejected document outranks everything, a session today and a post-offer step included', () => {
    expect(
      kindOf(
        facts({
          ...NEW_STUDENT,
          profile: { ...NEW_STUDENT.profile, rejectedDocument: { type: 'PASSPORT', reason: '' } },
          counselling: { booked: { date: '2026-11-29', time: '09:00', isToday: true }, isCompleted: false },
          postOffer: { applicationId: 1, stage: 'VISA', actor: 'STUDENT', text: 'Apply for your visa.' },
        }),
      ),
    ).toBe('REUPLOAD_DOCUMENT');
  });

  it('a rejection without a reason still says why there is something to do', () => {
    const action = nextActionFor(facts({ profile: { rejectedDocument: { type: 'PASSPORT', reason: ' ' } } }));
    expect(action?.text).toBe('Re-upload your Passport: it was not accepted.');
  });

  it('a rejected conditional document comes before the ones still missing', () => {
    const both = facts({
      conditionalOffer: { ...CONDITIONAL, rejected: { type: 'SSC', reason: 'Wrong year.' }, missing: 2 },
    });
    expect(kindOf(both)).toBe('REUPLOAD_CONDITIONAL_DOCUMENT');
  });

  it("the offer's documents come before completing the profile", () => {
    expect(kindOf(facts({ ...NEW_STUDENT, conditionalOffer: { ...CONDITIONAL, missing: 1 } }))).toBe(
      'UPLOAD_CONDITIONAL_DOCUMENTS',
    );
  });

  it('a post-offer step for the student comes before a session today; a session today before the profile', () => {
    const today = { booked: { date: '2026-11-29', time: '09:00', isToday: true }, isCompleted: true };
    const step = {
      applicationId: 1,
      stage: 'INTERVIEW' as const,
      actor: 'STUDENT' as const,
      text: 'Attend.',
    };
    expect(kindOf(facts({ counselling: today, postOffer: step }))).toBe('POST_OFFER_STEP');
    expect(kindOf(facts({ ...NEW_STUDENT, counselling: today }))).toBe('SESSION_TODAY');
  });

  it('a session on a later day waits until the profile, documents, fee and shortlist are seen to', () => {
    const later = { booked: { date: '2026-12-03', time: '09:00', isToday: false }, isCompleted: false };
    expect(kindOf(facts({ ...NEW_STUDENT, counselling: later }))).toBe('COMPLETE_PROFILE');
    expect(kindOf(facts({ counselling: later, isFeePaid: false, liveApplication: null }))).toBe('PAY_FEE');
    expect(kindOf(facts({ counselling: later, liveApplication: null }))).toBe('SHORTLIST_COURSE');
    // Their own choices can be applied to only after counselling: the session is the next step.
    expect(
      kindOf(facts({ counselling: later, liveApplication: null, shortlisted: { open: 2, applicable: 0 } })),
    ).toBe('ATTEND_SESSION');
  });

  it('booking comes before paying, paying before shortlisting or applying', () => {
    const unpaid = { isFeePaid: false, liveApplication: null, shortlisted: { open: 1, applicable: 1 } };
    expect(kindOf(facts({ ...unpaid, counselling: { booked: null, isCompleted: false } }))).toBe(
      'BOOK_COUNSELLING',
    );
    expect(kindOf(facts(unpaid))).toBe('PAY_FEE');
  });

  it('an event user is not asked to book, attend or apply (§6: no booking flow, no Apply Now)', () => {
    const event = { isEventUser: true, liveApplication: null, shortlisted: { open: 1, applicable: 1 } };
    expect(kindOf(facts({ ...event, counselling: { booked: null, isCompleted: false } }))).toBeUndefined();
    const booked = { booked: { date: '2026-11-29', time: '09:00', isToday: true }, isCompleted: false };
    expect(kindOf(facts({ ...event, counselling: booked, profile: { documentsInReview: 1 } }))).toBe(
      'AWAIT_DOCUMENT_REVIEW',
    );
    expect(kindOf(facts({ ...event, shortlisted: { open: 0, applicable: 0 } }))).toBe('SHORTLIST_COURSE');
  });

  it('an application still in play replaces shortlisting and applying with waiting for its decision', () => {
    expect(
      kindOf(
        facts({
          liveApplication: { id: 2, courseName: 'MSc AI', status: 'APPLIED' },
          shortlisted: { open: 0 },
        }),
      ),
    ).toBe('AWAIT_APPLICATION_DECISION');
  });

  it('a student action always comes before waiting on someone', () => {
    const waiting = facts({
      liveApplication: { id: 2, courseName: 'MSc AI', status: 'APPLIED' },
      profile: { documentsInReview: 2 },
      postOffer: {
        applicationId: 1,
        stage: 'CONFIRMATION',
        actor: 'COUNSELLOR',
        text: 'Your counsellor records your CAS.',
      },
    });
    expect(kindOf(waiting)).toBe('AWAIT_POST_OFFER');
    expect(kindOf(facts({ ...waiting, profile: { ...waiting.profile, missingDocuments: ['RESUME'] } }))).toBe(
      'UPLOAD_DOCUMENTS',
    );
  });

  it('waiting on the university comes before waiting on a document review', () => {
    expect(
      kindOf(
        facts({
          liveApplication: { id: 2, courseName: 'MSc AI', status: 'UNDER_REVIEW' },
          profile: { documentsInReview: 1 },
        }),
      ),
    ).toBe('AWAIT_APPLICATION_DECISION');
  });

  it('a conditional offer with nothing left to upload or check waits on the university, at the offer step', () => {
    const action = nextActionFor(
      facts({
        liveApplication: { id: 3, courseName: 'MSc Finance', status: 'CONDITIONAL_OFFER_RECEIVED' },
        conditionalOffer: CONDITIONAL,
      }),
    );
    expect(action).toMatchObject({
      kind: 'AWAIT_APPLICATION_DECISION',
      target: { page: 'APPLICATION_JOURNEY', applicationId: 3, step: 2 },
    });
  });
});
