// The staff console's calls (issue 14): student stages, the work queue, the applications board, notes,
// document review, payment modes and receipts, the paged audit and the CSV exports.
import { z } from 'zod';
import { APPLICATION_STATUSES, type TApplicationStatus, ZApplicationStatus } from './applications.ts';
import { COUNTRIES, type DOCUMENT_STATUSES } from './constants.ts';
import { DOCUMENT_REMARKS_MAX_LENGTH, hasUnsafeRemarkCharacters } from './documents.ts';
import { ZDocumentType } from './enums.ts';
import { makePositiveId } from './ids.ts';
import { makePageSchema, ZPageQuery } from './pagination.ts';

/** A student's counsellor (null: not assigned). */
export const ZAssignedCounsellor = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type TAssignedCounsellor = z.infer<typeof ZAssignedCounsellor>;

// ---------------------------------------------------------------------------------------------
// Student stages: the furthest point of a student's journey (users.stage, kept by the services).

export const STUDENT_STAGES = [
  'REGISTERED',
  'COUNSELLING_BOOKED',
  'COUNSELLED',
  'PAID',
  'APPLIED',
  'CONDITIONAL_OFFER',
  'UNCONDITIONAL_OFFER',
] as const;
export type TStudentStage = (typeof STUDENT_STAGES)[number];
export const ZStudentStage = z.enum(STUDENT_STAGES, {
  error: `stage must be one of ${STUDENT_STAGES.join(', ')}`,
});
export const STUDENT_STAGE_LABELS: Record<TStudentStage, string> = {
  REGISTERED: 'Registered',
  COUNSELLING_BOOKED: 'Counselling booked',
  COUNSELLED: 'Counselled',
  PAID: 'Paid',
  APPLIED: 'Applied',
  CONDITIONAL_OFFER: 'Conditional offer',
  UNCONDITIONAL_OFFER: 'Unconditional offer',
};

/** The furthest stage reached (highest first), from a student's journey facts. */
export function studentStageOf(facts: {
  hasBookedSession: boolean;
  hasCompletedSession: boolean;
  isPaid: boolean;
  applicationStatuses: readonly TApplicationStatus[];
}): TStudentStage {
  const statuses = facts.applicationStatuses;
  if (statuses.includes('UNCONDITIONAL_OFFER_RECEIVED')) return 'UNCONDITIONAL_OFFER';
  if (statuses.includes('CONDITIONAL_OFFER_RECEIVED')) return 'CONDITIONAL_OFFER';
  if (statuses.some((status) => status !== 'WITHDRAWN')) return 'APPLIED';
  if (facts.isPaid) return 'PAID';
  if (facts.hasCompletedSession) return 'COUNSELLED';
  if (facts.hasBookedSession) return 'COUNSELLING_BOOKED';
  return 'REGISTERED';
}

// ---------------------------------------------------------------------------------------------
// Students list filters (GET /api/staff/students and its CSV export share them).

export const STUDENT_SORTS = ['newest', 'lastActivity'] as const;
export type TStudentSort = (typeof STUDENT_SORTS)[number];
export const STUDENT_SORT_LABELS: Record<TStudentSort, string> = {
  newest: 'Newest first',
  lastActivity: 'Last activity',
};
const ZBooleanFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true');

export const ZStudentFilters = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
  stage: ZStudentStage.optional(),
  /** true: only students assigned to the caller. */
  mine: ZBooleanFlag('mine').optional(),
  /** Students assigned to this counsellor (ignored when mine is true). */
  counsellorId: makePositiveId('counsellorId').optional(),
  sort: z.enum(STUDENT_SORTS, { error: `sort must be one of ${STUDENT_SORTS.join(', ')}` }).default('newest'),
});
export type TStudentFilters = z.infer<typeof ZStudentFilters>;

/**
 * GET /api/staff/students counts its matches up to this many: a list matching more reports exactly
 * this as totalElements (show it as "10,000+"; narrow the filters to see the rest). Counting every one
 * of 100,000 students would cost more than the whole 50 ms a search may take. The CSV export counts exactly.
 */
export const STUDENT_LIST_COUNT_CAP = 10_000;

// ---------------------------------------------------------------------------------------------
// Work queue: GET /api/staff/queue?mine=

export const QUEUE_LIST_MAX = 50;
/** Application statuses where the consultancy has the next move. */
export const APPLICATION_STATUSES_WAITING_ON_STAFF = [
  'APPLIED',
  'UNDER_REVIEW',
  'CONDITIONAL_OFFER_RECEIVED',
] as const satisfies readonly TApplicationStatus[];

/** What staff do next on an application, by status (board cards, queue). */
export const APPLICATION_NEXT_ACTIONS: Record<TApplicationStatus, string> = {
  APPLIED: 'Start the review',
  UNDER_REVIEW: 'Post the offer',
  CONDITIONAL_OFFER_RECEIVED: 'Check conditional documents, then post the unconditional offer',
  UNCONDITIONAL_OFFER_RECEIVED: 'Done: unconditional offer posted',
  REJECTED: 'None: rejected',
  WITHDRAWN: 'None: the student opted out',
};

/** The queue's sessions: the week ahead (today and the six India days after), unless one date is asked. */
export const QUEUE_SESSION_DAYS = 7;
export const QUEUE_MESSAGES = {
  invalidSessionDate: 'sessionDate must be a date as YYYY-MM-DD.',
} as const;

export const ZStaffQueueQuery = z.object({
  mine: ZBooleanFlag('mine').optional(),
  /** One India date's sessions (any day); without it, the week ahead. */
  sessionDate: z.iso
    .date({ error: QUEUE_MESSAGES.invalidSessionDate })
    .max(10, QUEUE_MESSAGES.invalidSessionDate)
    .optional(),
});
export type TStaffQueueQuery = z.infer<typeof ZStaffQueueQuery>;

const ZStudentRef = { studentId: z.number().int(), studentName: z.string(), referenceId: z.string() };

export const ZQueueSession = z.object({
  ...ZStudentRef,
  bookingId: z.number().int(),
  /** YYYY-MM-DD and HH:mm, India time. */
  date: z.string(),
  time: z.string(),
  topics: z.array(z.string()),
  status: z.enum(['BOOKED', 'COMPLETED']),
});
export const ZQueueDocument = z.object({
  ...ZStudentRef,
  documentId: z.number().int(),
  type: ZDocumentType,
  name: z.string(),
  /** When the current version was uploaded (the queue is oldest first). */
  uploadedAt: z.string(),
});
export const ZQueueUnpaid = z.object({
  ...ZStudentRef,
  counselledAt: z.string(),
  paidAmount: z.number().int(),
  outstanding: z.number().int(),
});
export const ZQueueApplication = z.object({
  ...ZStudentRef,
  applicationId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  status: ZApplicationStatus,
  updatedAt: z.string(),
});
const queueList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
/** Each list holds at most QUEUE_LIST_MAX items; total counts them all. */
export const ZStaffQueue = z.object({
  /**
   * The week ahead's sessions (today and the next six India days), or sessionDate's; by date and time.
   * Completed ones stay for their day.
   */
  sessions: z.array(ZQueueSession),
  documentsToReview: queueList(ZQueueDocument),
  counselledNotPaid: queueList(ZQueueUnpaid),
  applicationsWaiting: queueList(ZQueueApplication),
  /**
   * Whether any of these students (mine or all) ever had a session held: an empty counselledNotPaid
   * means "everyone counselled has paid" only when true. Optional for older servers.
   */
  isAnyoneCounselled: z.boolean().optional(),
});
export type TStaffQueue = z.infer<typeof ZStaffQueue>;

// ---------------------------------------------------------------------------------------------
// Applications board: GET /api/staff/applications (one status column per call, paged).

export const ZStaffApplicationFilters = z.object({
  status: ZApplicationStatus.optional(),
  counsellorId: makePositiveId('counsellorId').optional(),
  country: z.enum(COUNTRIES, { error: `country must be one of ${COUNTRIES.join(', ')}` }).optional(),
  /** A course intake name as the catalogue has it, e.g. "September 2027". */
  intake: z.string().trim().min(1).max(40, 'intake must be at most 40 characters').optional(),
});
export type TStaffApplicationFilters = z.infer<typeof ZStaffApplicationFilters>;
export const ZStaffApplicationsQuery = ZPageQuery.extend(ZStaffApplicationFilters.shape);

export const ZStaffApplicationCard = z.object({
  ...ZStudentRef,
  applicationId: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  country: z.string(),
  intake: z.string(),
  status: ZApplicationStatus,
  counsellor: ZAssignedCounsellor,
  nextAction: z.string(),
  updatedAt: z.string(),
});
export type TStaffApplicationCard = z.infer<typeof ZStaffApplicationCard>;
/** Oldest change first: the application waiting longest is on top. */
export const ZStaffApplicationPage = makePageSchema(ZStaffApplicationCard);
export const BOARD_STATUSES = APPLICATION_STATUSES;

// ---------------------------------------------------------------------------------------------
// Internal notes: GET/POST /api/staff/students/{studentId}/notes

export const STAFF_NOTE_MAX_LENGTH = 2000;
export const STAFF_NOTE_MESSAGES = {
  bodyRequired: 'Write the note first.',
  bodyTooLong: `A note must be at most ${STAFF_NOTE_MAX_LENGTH} characters.`,
  bodyUnsafe: 'A note may not contain control characters other than line breaks and tabs.',
} as const;
export const ZStaffNoteBody = z.strictObject({
  body: z
    .string({ error: STAFF_NOTE_MESSAGES.bodyRequired })
    .trim()
    .min(1, STAFF_NOTE_MESSAGES.bodyRequired)
    .max(STAFF_NOTE_MAX_LENGTH, STAFF_NOTE_MESSAGES.bodyTooLong)
    .refine((text) => !hasUnsafeRemarkCharacters(text), STAFF_NOTE_MESSAGES.bodyUnsafe),
});
export type TStaffNoteBody = z.infer<typeof ZStaffNoteBody>;
export const ZStaffNote = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  body: z.string(),
  createdAt: z.string(),
});
export type TStaffNote = z.infer<typeof ZStaffNote>;
/** Newest first. */
export const ZStaffNotePage = makePageSchema(ZStaffNote);

// ---------------------------------------------------------------------------------------------
// Document review: PUT /api/staff/students/{studentId}/documents/{documentId}/review
// The verdict and its remark in one change (the §7 update-status / update-remarks calls stay as they are).

export const DOCUMENT_VERDICTS = [
  'ACCEPTED',
  'REJECTED',
  'EXEMPTED',
] as const satisfies readonly (typeof DOCUMENT_STATUSES)[number][];
export const DOCUMENT_VERDICT_LABELS = {
  ACCEPTED: 'Accept',
  REJECTED: 'Reject',
  EXEMPTED: 'Exempt',
} as const;
/** The common reasons offered when rejecting; free text may follow or replace them. */
export const DOCUMENT_REJECTION_REASONS = [
  'The scan is blurry or unreadable.',
  'Pages are missing.',
  'The document has expired.',
  'The name does not match the profile.',
  'This is not the document asked for.',
] as const;
export const DOCUMENT_REVIEW_MESSAGES = {
  verdictInvalid: `status must be one of ${DOCUMENT_VERDICTS.join(', ')}`,
  remarkRequired: 'Give a reason when rejecting a document.',
  remarkTooLong: `The remark must be at most ${DOCUMENT_REMARKS_MAX_LENGTH} characters.`,
  remarkUnsafe: 'The remark may not contain control characters other than line breaks and tabs.',
} as const;
export const ZStaffDocumentParams = z.object({
  studentId: makePositiveId('studentId'),
  documentId: makePositiveId('documentId'),
});
export const ZDocumentReviewBody = z
  .strictObject({
    status: z.enum(DOCUMENT_VERDICTS, { error: DOCUMENT_REVIEW_MESSAGES.verdictInvalid }),
    remark: z
      .string()
      .trim()
      .max(DOCUMENT_REMARKS_MAX_LENGTH, DOCUMENT_REVIEW_MESSAGES.remarkTooLong)
      .refine((text) => !hasUnsafeRemarkCharacters(text), DOCUMENT_REVIEW_MESSAGES.remarkUnsafe)
      .default(''),
  })
  .refine((body) => body.status !== 'REJECTED' || body.remark.length > 0, {
    message: DOCUMENT_REVIEW_MESSAGES.remarkRequired,
    path: ['remark'],
  });
export type TDocumentReviewBody = z.infer<typeof ZDocumentReviewBody>;

// ---------------------------------------------------------------------------------------------
// Counselling completion note and NOT_ELIGIBLE reason.

export const STAFF_REASON_MAX_LENGTH = 500;
export const STAFF_REASON_MESSAGES = {
  notEligibleReasonRequired: 'Give a reason when marking a course not eligible.',
  reasonTooLong: `The reason must be at most ${STAFF_REASON_MAX_LENGTH} characters.`,
  noteTooLong: `The note must be at most ${STAFF_NOTE_MAX_LENGTH} characters.`,
  textUnsafe: 'The text may not contain control characters other than line breaks and tabs.',
} as const;
/** POST /api/staff/students/{studentId}/counselling/complete: the body is optional. */
export const ZCounsellingCompleteBody = z
  .strictObject({
    note: z
      .string()
      .trim()
      .max(STAFF_NOTE_MAX_LENGTH, STAFF_REASON_MESSAGES.noteTooLong)
      .refine((text) => !hasUnsafeRemarkCharacters(text), STAFF_REASON_MESSAGES.textUnsafe)
      .default(''),
  })
  .optional();
export type TCounsellingCompleteBody = z.infer<typeof ZCounsellingCompleteBody>;
export const ZStaffReason = z
  .string()
  .trim()
  .max(STAFF_REASON_MAX_LENGTH, STAFF_REASON_MESSAGES.reasonTooLong)
  .refine((text) => !hasUnsafeRemarkCharacters(text), STAFF_REASON_MESSAGES.textUnsafe);

// ---------------------------------------------------------------------------------------------
// Payments: modes, references and the receipt.

export const PAYMENT_MODES = ['CASH', 'UPI', 'BANK_TRANSFER', 'CARD', 'CHEQUE'] as const;
export type TPaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<TPaymentMode, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  BANK_TRANSFER: 'Bank transfer',
  CARD: 'Card',
  CHEQUE: 'Cheque',
};
export const PAYMENT_REFERENCE_MAX_LENGTH = 64;
export const PAYMENT_MESSAGES = {
  modeInvalid: `mode must be one of ${PAYMENT_MODES.join(', ')}`,
  referenceRequired: 'Enter the transaction reference (UTR, card slip or cheque number); only cash has none.',
  referenceInvalid: `The reference must be at most ${PAYMENT_REFERENCE_MAX_LENGTH} letters, digits, spaces or - / .`,
  paymentNotFound: 'Payment not found.',
  /** The staff form's words for an amount that is not whole rupees of 1 or more (the API keeps amountInvalid). */
  amountFormInvalid: 'Enter the amount in whole rupees, 1 or more.',
} as const;
export const ZPaymentMode = z.enum(PAYMENT_MODES, { error: PAYMENT_MESSAGES.modeInvalid });
export const ZPaymentReference = z
  .string()
  .trim()
  .max(PAYMENT_REFERENCE_MAX_LENGTH, PAYMENT_MESSAGES.referenceInvalid)
  .regex(/^[\p{L}\p{N} ./-]*$/u, PAYMENT_MESSAGES.referenceInvalid)
  .default('');
export const ZPaymentParams = z.object({ paymentId: makePositiveId('paymentId') });

/** GET /api/staff/payments/{paymentId}/receipt: what the printable receipt shows. */
export const ZPaymentReceipt = z.object({
  /** RCPT-{year of payment}-{payment id, 6 digits}. */
  receiptNumber: z.string(),
  paymentId: z.number().int(),
  student: z.object({
    id: z.number().int(),
    name: z.string(),
    referenceId: z.string(),
    mobileNumber: z.string(),
  }),
  amount: z.number().int(),
  mode: ZPaymentMode,
  reference: z.string(),
  recordedBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  fee: z.object({ amount: z.number().int(), gst: z.number().int(), total: z.number().int() }),
  /** Paid so far including this payment, and what remained after it. */
  paidToDate: z.number().int(),
  balanceAfter: z.number().int(),
});
export type TPaymentReceipt = z.infer<typeof ZPaymentReceipt>;
export const receiptNumberOf = (paymentId: number, createdAt: Date) =>
  `RCPT-${createdAt.getUTCFullYear()}-${String(paymentId).padStart(6, '0')}`;

// ---------------------------------------------------------------------------------------------
// Audit: GET /api/staff/audit (paged; studentId optional; filters by staff member and action).

export const AUDIT_PAGE_SIZE_DEFAULT = 20;
export const ZStaffAuditPageQuery = ZPageQuery.extend({
  studentId: makePositiveId('studentId').optional(),
  actorId: makePositiveId('actorId').optional(),
  action: z
    .string()
    .max(60, 'action must be an audit action such as PAYMENT_RECORDED')
    .trim()
    .regex(/^[A-Z_]{1,60}$/, 'action must be an audit action such as PAYMENT_RECORDED')
    .optional(),
});
export type TStaffAuditPageQuery = z.infer<typeof ZStaffAuditPageQuery>;

// ---------------------------------------------------------------------------------------------
// CSV exports: GET /api/staff/exports/students.csv and /api/staff/exports/applications.csv

/** A filter matching more rows is refused (400) and asked to be narrowed. */
export const EXPORT_ROWS_MAX = 200_000;
export const EXPORT_TOTAL_HEADER = 'x-total-count';
export const EXPORT_MESSAGES = {
  tooMany: (total: number) =>
    `This export would have ${total} rows; narrow the filters to at most ${EXPORT_ROWS_MAX} rows.`,
} as const;
export const ZStudentExportQuery = ZStudentFilters;
export const ZApplicationExportQuery = ZStaffApplicationFilters;
