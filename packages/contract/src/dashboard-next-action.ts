import { z } from 'zod';
import { PLATFORM_FEE } from './constants.ts';
import { DOCUMENT_TYPE_LABELS } from './documents.ts';
import { type TDocumentType, type ZApplicationDocumentType, ZDocumentType } from './enums.ts';
import { JOURNEY_ACTORS, POST_OFFER_STAGES, type TPostOfferStage } from './post-offer-stages.ts';
import { groupIndianDigits } from './validation/indian-digits.ts';
import { MONTH_NAMES } from './validation/start-date.ts';
import { formatClockTime } from './validation/time-format.ts';

/**
 * "What to do next" on the dashboard: the one thing this student should do now, from their real state,
 * and where it is done. The rules are the ordered list NEXT_ACTION_RULES; nextActionFor picks the first
 * that applies. Why this order: apps/api/docs/dashboard.md, "What to do next".
 */

/** The profile's four sections (the web's accordion), by the ids PROFILE_REQUIRED_DOCUMENTS uses. */
export const PROFILE_SECTION_IDS = ['personal', 'contact', 'academic', 'additional'] as const;
export type TProfileSectionId = (typeof PROFILE_SECTION_IDS)[number];

/** The journey step (0-based, the web's ?step=) where the conditional offer and its documents are. */
export const CONDITIONAL_OFFER_STEP = 2;
/** The journey step of the additional documents (statement of purpose, portfolio). */
export const ADDITIONAL_DOCUMENTS_STEP = 1;

/** Where an action leads; the web app maps it to an address (apps/web/src/features/dashboard). */
export const ZNextActionTarget = z.discriminatedUnion('page', [
  /** My Profile: a section to open, a document slot to focus (documentType wins), or the top. */
  z.object({
    page: z.literal('PROFILE'),
    section: z.enum(PROFILE_SECTION_IDS).nullable(),
    documentType: ZDocumentType.nullable(),
  }),
  z.object({ page: z.literal('BOOK_COUNSELLING') }),
  /** The booked session (date, time, topics). */
  z.object({ page: z.literal('COUNSELLING_SESSION') }),
  z.object({ page: z.literal('PAYMENT') }),
  z.object({ page: z.literal('COURSES') }),
  z.object({ page: z.literal('SHORTLISTED') }),
  z.object({
    page: z.literal('APPLICATION_JOURNEY'),
    applicationId: z.number().int(),
    step: z.number().int().min(0).max(3),
  }),
  z.object({
    page: z.literal('POST_OFFER'),
    applicationId: z.number().int(),
    stage: z.enum(POST_OFFER_STAGES),
  }),
]);
export type TNextActionTarget = z.infer<typeof ZNextActionTarget>;

/** The kinds, in the order they are tried: the first that applies is the student's next action. */
export const NEXT_ACTION_KINDS = [
  'REUPLOAD_DOCUMENT',
  'REUPLOAD_CONDITIONAL_DOCUMENT',
  'UPLOAD_CONDITIONAL_DOCUMENTS',
  'REUPLOAD_APPLICATION_DOCUMENT',
  'POST_OFFER_STEP',
  'SESSION_TODAY',
  'COMPLETE_PROFILE',
  'UPLOAD_DOCUMENTS',
  'BOOK_COUNSELLING',
  'PAY_FEE',
  'SHORTLIST_COURSE',
  'APPLY',
  'ATTEND_SESSION',
  // Nothing for the student to do: what they wait for, and who acts.
  'AWAIT_POST_OFFER',
  'AWAIT_CONDITIONAL_REVIEW',
  'AWAIT_APPLICATION_DECISION',
  'AWAIT_DOCUMENT_REVIEW',
] as const;
export type TNextActionKind = (typeof NEXT_ACTION_KINDS)[number];

/** Who acts: the student, or whom they wait for (the post-offer journey's actors). */
export const ZNextActionActor = z.enum(JOURNEY_ACTORS);
export type TNextActionActor = z.infer<typeof ZNextActionActor>;

export const ZNextAction = z.object({
  kind: z.enum(NEXT_ACTION_KINDS),
  /** STUDENT: something to do; anyone else: the student waits for them (the banner says so). */
  actor: ZNextActionActor,
  /** One sentence, NEXT_ACTION_TEXTS. */
  text: z.string(),
  target: ZNextActionTarget,
});
export type TNextAction = z.infer<typeof ZNextAction>;

type TApplicationDocumentType = z.infer<typeof ZApplicationDocumentType>;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);
const reasonOf = (reason: string) => reason.trim() || NEXT_ACTION_TEXTS.noReason;

/** '2026-12-03' → '3 Dec 2026' (the portal's way, as in formatInstant). */
export function formatSessionDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = MONTH_NAMES[(month ?? 0) - 1]?.slice(0, 3);
  return name ? `${day} ${name} ${year}` : isoDate;
}

/** What a missing part of the profile is called in "Complete your profile … add your {part}". */
export const PROFILE_PART_NAMES: Record<TProfileSectionId | 'photo', string> = {
  personal: 'personal information',
  contact: 'contact information',
  academic: '10th and 12th details',
  additional: 'additional documents',
  photo: 'profile photo',
};

/** An application's own documents as the banner names them. */
export const APPLICATION_DOCUMENT_NAMES: Record<TApplicationDocumentType, string> = {
  STATEMENT_OF_PURPOSE: 'Statement of Purpose',
  PORTFOLIO: 'portfolio file',
};

/** Every sentence the banner can say (the student reads it as written). */
export const NEXT_ACTION_TEXTS = {
  noReason: 'it was not accepted.',
  reuploadDocument: (label: string, reason: string) => `Re-upload your ${label}: ${reasonOf(reason)}`,
  reuploadConditionalDocument: (label: string, courseName: string, reason: string) =>
    `Re-upload the ${label} your offer for ${courseName} asks for: ${reasonOf(reason)}`,
  uploadConditionalDocuments: (count: number, courseName: string) =>
    `Upload ${plural(count, 'the document', 'documents')} your conditional offer for ${courseName} asks for.`,
  reuploadApplicationDocument: (label: string, courseName: string, reason: string) =>
    `Re-upload your ${label} for ${courseName}: ${reasonOf(reason)}`,
  sessionToday: (time: string) =>
    `Your counselling session is today at ${formatClockTime(time)}. Be ready a few minutes early.`,
  completeProfile: (percent: number, part: string) =>
    `Complete your profile (${percent}% done): add your ${part}.`,
  uploadDocuments: (label: string, more: number) =>
    more === 0
      ? `Upload your ${label}.`
      : `Upload your ${label} and ${plural(more, 'one more document', 'more documents')}.`,
  bookCounselling: 'Book your free counselling session: a counsellor helps you choose your courses.',
  payFee: `Pay the consultancy fee of ₹${groupIndianDigits(PLATFORM_FEE.total)} so you can apply.`,
  shortlistCourse: 'Shortlist the courses you like, so you can apply to them.',
  apply: (count: number) =>
    count === 1 ? 'Apply to your shortlisted course.' : `Apply to one of your ${count} shortlisted courses.`,
  attendSession: (date: string, time: string) =>
    `Your counselling session is on ${formatSessionDate(date)} at ${formatClockTime(time)}. See its details and what to bring.`,
  awaitConditionalReview: (courseName: string) =>
    `Nothing to do for now: your counsellor is checking the documents for your offer for ${courseName}.`,
  awaitApplicationDecision: (courseName: string) =>
    `Nothing to do for now: the university is considering your application to ${courseName}.`,
  awaitDocumentReview: (count: number) =>
    `Nothing to do for now: your counsellor is checking ${plural(count, 'your document', 'of your documents')}.`,
  /** The banner's link, by page. */
  linkLabels: {
    PROFILE: 'Open My Profile',
    BOOK_COUNSELLING: 'Book counselling',
    COUNSELLING_SESSION: 'See your session',
    PAYMENT: 'Go to payment',
    COURSES: 'Browse courses',
    SHORTLISTED: 'Open your shortlist',
    APPLICATION_JOURNEY: 'Open your application',
    POST_OFFER: 'Open your next steps',
  } satisfies Record<TNextActionTarget['page'], string>,
  /** The banner's name (its landmark) and headings. */
  regionLabel: 'What to do next',
  todoHeading: 'Your next step',
  waitingHeading: 'Where things stand',
} as const;

/** The student's state, as far as the rules read it. The API computes it (modules/dashboard). */
export type TNextActionFacts = {
  /**
   * An event user (§6): sent to the dashboard instead of booking, and cannot use Apply Now, so the
   * counselling rules and APPLY do not apply to them.
   */
  isEventUser: boolean;
  profile: {
    percent: number;
    /** The first part of the profile with a field (or the photo) missing; null when all are filled. */
    incompletePart: TProfileSectionId | 'photo' | null;
    /** The newest REJECTED profile document, with staff's reason. */
    rejectedDocument: { type: TDocumentType; reason: string } | null;
    /** Required documents not uploaded, in the profile's order. */
    missingDocuments: readonly TDocumentType[];
    /** Profile documents waiting for staff's review (UPLOADED). */
    documentsInReview: number;
  };
  counselling: {
    /** The booked session (India date and time) and whether it is today (India time). */
    booked: { date: string; time: string; isToday: boolean } | null;
    isCompleted: boolean;
  };
  isFeePaid: boolean;
  shortlisted: {
    /** Courses on the shortlist not applied to and not ruled out (NOT_ELIGIBLE). */
    open: number;
    /** Of these, the ones the student may apply to now: an expert's choice, or their own after counselling. */
    applicable: number;
  };
  /** The newest application still in play (not rejected, not withdrawn). */
  liveApplication: { id: number; courseName: string; status: string } | null;
  /** The newest application with a conditional offer and what its requested documents need. */
  conditionalOffer: {
    applicationId: number;
    courseName: string;
    rejected: { type: TDocumentType; reason: string } | null;
    missing: number;
    inReview: number;
  } | null;
  /** A rejected statement of purpose or portfolio of an application still in play. */
  rejectedApplicationDocument: {
    applicationId: number;
    courseName: string;
    type: TApplicationDocumentType;
    reason: string;
  } | null;
  /** The next step of the student's journey past the unconditional offer (the student's own first). */
  postOffer: { applicationId: number; stage: TPostOfferStage; actor: TNextActionActor; text: string } | null;
};

type TRule = {
  kind: TNextActionKind;
  /** The action when the rule applies, else null. */
  of: (facts: TNextActionFacts) => Omit<TNextAction, 'kind'> | null;
};

const student = (text: string, target: TNextActionTarget) => ({ actor: 'STUDENT' as const, text, target });
const T = NEXT_ACTION_TEXTS;
const profileTarget = (section: TProfileSectionId | null, documentType: TDocumentType | null) =>
  ({ page: 'PROFILE', section, documentType }) as const;
const journeyTarget = (applicationId: number, step: number) =>
  ({ page: 'APPLICATION_JOURNEY', applicationId, step }) as const;
const isWaitingOnUniversity = (status: string) =>
  ['APPLIED', 'UNDER_REVIEW', 'CONDITIONAL_OFFER_RECEIVED'].includes(status);

/** The rules in NEXT_ACTION_KINDS order (a contract test checks the two agree). */
export const NEXT_ACTION_RULES: readonly TRule[] = [
  {
    kind: 'REUPLOAD_DOCUMENT',
    of: ({ profile: { rejectedDocument: doc } }) =>
      doc &&
      student(T.reuploadDocument(DOCUMENT_TYPE_LABELS[doc.type], doc.reason), profileTarget(null, doc.type)),
  },
  {
    kind: 'REUPLOAD_CONDITIONAL_DOCUMENT',
    of: ({ conditionalOffer: offer }) =>
      offer?.rejected
        ? student(
            T.reuploadConditionalDocument(
              DOCUMENT_TYPE_LABELS[offer.rejected.type],
              offer.courseName,
              offer.rejected.reason,
            ),
            journeyTarget(offer.applicationId, CONDITIONAL_OFFER_STEP),
          )
        : null,
  },
  {
    kind: 'UPLOAD_CONDITIONAL_DOCUMENTS',
    of: ({ conditionalOffer: offer }) =>
      offer && offer.missing > 0
        ? student(
            T.uploadConditionalDocuments(offer.missing, offer.courseName),
            journeyTarget(offer.applicationId, CONDITIONAL_OFFER_STEP),
          )
        : null,
  },
  {
    kind: 'REUPLOAD_APPLICATION_DOCUMENT',
    of: ({ rejectedApplicationDocument: doc }) =>
      doc &&
      student(
        T.reuploadApplicationDocument(APPLICATION_DOCUMENT_NAMES[doc.type], doc.courseName, doc.reason),
        journeyTarget(doc.applicationId, ADDITIONAL_DOCUMENTS_STEP),
      ),
  },
  {
    kind: 'POST_OFFER_STEP',
    of: ({ postOffer: step }) =>
      step?.actor === 'STUDENT'
        ? student(step.text, { page: 'POST_OFFER', applicationId: step.applicationId, stage: step.stage })
        : null,
  },
  {
    kind: 'SESSION_TODAY',
    of: ({ counselling: { booked }, isEventUser }) =>
      booked?.isToday && !isEventUser
        ? student(T.sessionToday(booked.time), { page: 'COUNSELLING_SESSION' })
        : null,
  },
  {
    kind: 'COMPLETE_PROFILE',
    of: ({ profile }) =>
      profile.incompletePart
        ? student(
            T.completeProfile(profile.percent, PROFILE_PART_NAMES[profile.incompletePart]),
            profileTarget(profile.incompletePart === 'photo' ? null : profile.incompletePart, null),
          )
        : null,
  },
  {
    kind: 'UPLOAD_DOCUMENTS',
    of: ({ profile: { missingDocuments } }) => {
      const [first, ...more] = missingDocuments;
      return first
        ? student(T.uploadDocuments(DOCUMENT_TYPE_LABELS[first], more.length), profileTarget(null, first))
        : null;
    },
  },
  {
    kind: 'BOOK_COUNSELLING',
    of: ({ counselling, isEventUser }) =>
      !counselling.booked && !counselling.isCompleted && !isEventUser
        ? student(T.bookCounselling, { page: 'BOOK_COUNSELLING' })
        : null,
  },
  {
    kind: 'PAY_FEE',
    of: ({ isFeePaid }) => (isFeePaid ? null : student(T.payFee, { page: 'PAYMENT' })),
  },
  {
    kind: 'SHORTLIST_COURSE',
    of: ({ liveApplication, shortlisted }) =>
      !liveApplication && shortlisted.open === 0 ? student(T.shortlistCourse, { page: 'COURSES' }) : null,
  },
  {
    kind: 'APPLY',
    // Own choices made before counselling wait for the session: ATTEND_SESSION comes next.
    of: ({ liveApplication, shortlisted, isEventUser }) =>
      !liveApplication && shortlisted.applicable > 0 && !isEventUser
        ? student(T.apply(shortlisted.applicable), { page: 'SHORTLISTED' })
        : null,
  },
  {
    kind: 'ATTEND_SESSION',
    of: ({ counselling: { booked }, isEventUser }) =>
      booked && !isEventUser
        ? student(T.attendSession(booked.date, booked.time), { page: 'COUNSELLING_SESSION' })
        : null,
  },
  {
    kind: 'AWAIT_POST_OFFER',
    of: ({ postOffer: step }) =>
      step
        ? {
            actor: step.actor,
            text: step.text,
            target: { page: 'POST_OFFER', applicationId: step.applicationId, stage: step.stage },
          }
        : null,
  },
  {
    kind: 'AWAIT_CONDITIONAL_REVIEW',
    of: ({ conditionalOffer: offer }) =>
      offer && offer.inReview > 0
        ? {
            actor: 'COUNSELLOR',
            text: T.awaitConditionalReview(offer.courseName),
            target: journeyTarget(offer.applicationId, CONDITIONAL_OFFER_STEP),
          }
        : null,
  },
  {
    kind: 'AWAIT_APPLICATION_DECISION',
    of: ({ liveApplication: application }) =>
      application && isWaitingOnUniversity(application.status)
        ? {
            actor: 'UNIVERSITY',
            text: T.awaitApplicationDecision(application.courseName),
            target: journeyTarget(
              application.id,
              application.status === 'CONDITIONAL_OFFER_RECEIVED'
                ? CONDITIONAL_OFFER_STEP
                : ADDITIONAL_DOCUMENTS_STEP,
            ),
          }
        : null,
  },
  {
    kind: 'AWAIT_DOCUMENT_REVIEW',
    of: ({ profile }) =>
      profile.documentsInReview > 0
        ? {
            actor: 'COUNSELLOR',
            text: T.awaitDocumentReview(profile.documentsInReview),
            target: profileTarget(null, null),
          }
        : null,
  },
];

/**
 * The student's next action: the first rule that applies, or null when there is nothing to do and nothing
 * to wait for (every step done). Pure: the same facts always give the same action.
 */
export function nextActionFor(facts: TNextActionFacts): TNextAction | null {
  for (const rule of NEXT_ACTION_RULES) {
    const action = rule.of(facts);
    if (action) return { kind: rule.kind, ...action };
  }
  return null;
}
