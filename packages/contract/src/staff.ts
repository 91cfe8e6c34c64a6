// Shapes, constants and messages of the staff calls (docs/decisions/0003-calls-the-spec-leaves-open.md): the
// staff CLI and /api/staff/*.
import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications.ts';
import { AUTH_MESSAGES, ZMobileNumber } from './auth.ts';
import { LIMITS, PLATFORM_FEE, STAFF_ROLES } from './constants.ts';
import { ZCounsellingBooking } from './counselling.ts';
import { ZDocumentStatus, ZDocumentType, ZRole, ZShortlistStatus } from './enums.ts';
import { ZStaffWithdrawalLimit } from './extra-applications.ts';
import { makePositiveId } from './ids.ts';
import { makePageSchema, ZPageQuery } from './pagination.ts';
import { PAYMENT_MESSAGES, ZPaymentMode, ZPaymentReference } from './payment-records.ts';
import { ZPaymentSummary } from './payments.ts';
import { ZStudentProfile } from './profile.ts';
import { ZShortlistItem } from './shortlist.ts';
import { ZStaffAuditPageQuery } from './staff-audit.ts';
import { STAFF_REASON_MESSAGES, ZStaffReason } from './staff-reasons.ts';
import { ZListedCounsellor, ZStudentFilters } from './staff-student-list.ts';
import { ZStudentStage } from './student-stages.ts';
import { hasUnsafeNameCharacters, TEXT_SAFETY_MESSAGES } from './text-safety.ts';

export const STAFF_NAME_MAX = 100;
export const STAFF_SEARCH_MAX = 100;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** Reasons the server (and the staff CLI) gives; clients show the debug message. */
export const STAFF_MESSAGES = {
  studentNotFound: 'Student not found.',
  auditEntryNotFound: 'Audit entry not found.',
  courseNotFound: 'Course not found.',
  noBookedSession: 'This student has no booked counselling session to mark as completed.',
  counsellingAlreadyCompleted:
    "This student's counselling is already completed and no new session is booked.",
  notInShortlist: "This course is not in the student's shortlist.",
  appliedLocked: 'The student has already applied to this course, so its shortlist status cannot be changed.',
  shortlistChanged: "The student's shortlist changed at the same moment. Please try again.",
  alreadyPaid: 'The platform fee is already paid in full.',
  amountInvalid: `amount must be a whole number of rupees from 1 to ${PLATFORM_FEE.total}`,
  amountExceedsBalance: (outstanding: number) =>
    `The amount is more than the outstanding balance of ${outstanding} rupees.`,
  // The staff CLI (npm run staff:create).
  cliUsage: 'Usage: npm run staff:create -- --mobile <10 digits> --name "<name>" [--role COUNSELLOR|ADMIN]',
  cliMobileRequired: '--mobile is required.',
  cliInvalidMobile: `--mobile: ${AUTH_MESSAGES.invalidMobileNumber} (the number staff sign in with).`,
  cliNameRequired: '--name is required and must not be empty.',
  cliNameTooLong: `--name must be at most ${STAFF_NAME_MAX} characters.`,
  cliNameInvalid: '--name must not contain control characters.',
  cliInvalidRole: `--role must be one of ${STAFF_ROLES.join(', ')}.`,
  cliStudentNumber: (mobileNumber: string) =>
    `${mobileNumber} already belongs to a student account; a student cannot be made staff. ` +
    'Use another mobile number for the staff account.',
} as const;

/** The arguments of `npm run staff:create`, as checked before the database is opened. */
export const ZStaffAccountInput = z.object({
  // The sign-in rule itself, so every staff number can sign in; its usual written forms ('+91 98765 00001') become the 10 digits sign-in looks up.
  mobileNumber: z.string({ error: STAFF_MESSAGES.cliMobileRequired }).transform((value, ctx) => {
    const parsed = ZMobileNumber.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: STAFF_MESSAGES.cliInvalidMobile });
    return z.NEVER;
  }),
  name: z
    .string({ error: STAFF_MESSAGES.cliNameRequired })
    .trim()
    .min(1, STAFF_MESSAGES.cliNameRequired)
    .max(STAFF_NAME_MAX, STAFF_MESSAGES.cliNameTooLong)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
    .regex(/^[^\u0000-\u001f\u007f]*$/, STAFF_MESSAGES.cliNameInvalid)
    .refine((text) => !hasUnsafeNameCharacters(text), TEXT_SAFETY_MESSAGES.nameUnsafe('--name')),
  /** Omitted: COUNSELLOR for a new account; an existing staff account keeps its role. */
  role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.cliInvalidRole }).optional(),
});
export const DEFAULT_STAFF_ROLE: TStaffRole = 'COUNSELLOR';
export type TStaffAccountInput = z.infer<typeof ZStaffAccountInput>;

/** Path parameters. */
export const ZStaffStudentParams = z.object({ studentId: makePositiveId('studentId') });
export const ZStaffShortlistParams = ZStaffStudentParams.extend({ courseId: makePositiveId('courseId') });

/** GET /api/staff/students?q=&stage=&mine=&counsellorId=&sort=&pageNumber=&pageSize= */
export const ZStaffStudentsQuery = ZPageQuery.extend(ZStudentFilters.shape);
export type TStaffStudentsQuery = z.infer<typeof ZStaffStudentsQuery>;

/** One row of the staff student list. */
export const ZStaffStudentRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mobileNumber: z.string(),
  referenceId: z.string(),
  isEvent: z.boolean(),
  createdAt: z.string(),
  progressPercent: z.number().int().min(0).max(LIMITS.profilePercentMax),
  /** A session is booked and not yet held. */
  isCounsellingBooked: z.boolean(),
  /** At least one session was held (what unlocks Apply Now, §4). */
  isCounsellingCompleted: z.boolean(),
  isPaid: z.boolean(),
  stage: ZStudentStage,
  assignedCounsellor: ZListedCounsellor,
  lastActivityAt: z.string(),
});
export type TStaffStudentRow = z.infer<typeof ZStaffStudentRow>;
export const ZStaffStudentPage = makePageSchema(ZStaffStudentRow);

/** A booking as staff see it: the student's own view plus the counsellor's completion note. */
export const ZStaffCounsellingBooking = ZCounsellingBooking.extend({ completionNote: z.string() });
export type TStaffCounsellingBooking = z.infer<typeof ZStaffCounsellingBooking>;

export const ZStaffPayment = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  mode: ZPaymentMode,
  reference: z.string(),
  recordedBy: z.number().int(),
  recordedByName: z.string(),
  receiptNumber: z.string(),
  createdAt: z.string(),
});
export type TStaffPayment = z.infer<typeof ZStaffPayment>;

/** The student's payment summary (§9 fee) plus what was received; staff see each payment too. */
export const ZStaffPaymentSummary = ZPaymentSummary.extend({
  totalPaid: z.number().int(),
  /** total - totalPaid, never below 0. */
  outstanding: z.number().int(),
  payments: z.array(ZStaffPayment),
});
export type TStaffPaymentSummary = z.infer<typeof ZStaffPaymentSummary>;

/** POST /api/staff/students/{studentId}/payments: rupees received offline. */
export const ZStaffPaymentBody = z
  .strictObject({
    amount: z
      .number({ error: STAFF_MESSAGES.amountInvalid })
      .int(STAFF_MESSAGES.amountInvalid)
      .min(1, STAFF_MESSAGES.amountInvalid)
      .max(PLATFORM_FEE.total, STAFF_MESSAGES.amountInvalid),
    /** Omitted: CASH (what every payment was before modes were recorded). */
    mode: ZPaymentMode.default('CASH'),
    reference: ZPaymentReference,
  })
  .refine((body) => body.mode === 'CASH' || body.reference.length > 0, {
    message: PAYMENT_MESSAGES.referenceRequired,
    path: ['reference'],
  });
export type TStaffPaymentBody = z.infer<typeof ZStaffPaymentBody>;

export const ZStaffStudentDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZDocumentType,
  status: ZDocumentStatus,
  remarks: z.string(),
  updatedAt: z.string(),
});

export const ZStaffApplication = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  universityName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** 1 to 4, the step of §2's four-step progress bar. */
  step: z.number().int().min(1).max(LIMITS.applicationStepCount),
  /** Whether each offer letter is on file (a student sees an offer only with its letter). */
  hasConditionalOfferLetter: z.boolean(),
  hasUnconditionalOfferLetter: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/staff/students/{studentId}: everything staff need about one student. */
export const ZStaffStudentDetail = z.object({
  account: z.object({
    id: z.number().int(),
    name: z.string(),
    mobileNumber: z.string(),
    referenceId: z.string(),
    isEvent: z.boolean(),
    eventId: z.number().int().nullable(),
    enrollmentId: z.number().int().nullable(),
    createdAt: z.string(),
    stage: ZStudentStage,
    assignedCounsellor: ZListedCounsellor,
    lastActivityAt: z.string(),
  }),
  profile: ZStudentProfile,
  documents: z.array(ZStaffStudentDocument),
  /** The student's shortlist as they see it, plus why staff marked a course NOT_ELIGIBLE ('' otherwise). */
  shortlist: z.array(ZShortlistItem.extend({ statusReason: z.string() })),
  /** The latest booking (any status), or null when the student never booked. */
  counselling: ZStaffCounsellingBooking.nullable(),
  isCounsellingCompleted: z.boolean(),
  payment: ZStaffPaymentSummary,
  applications: z.array(ZStaffApplication),
  /**
   * Courses the student opted out of LIMITS.withdrawalsPerCourseMax times or more, with whether
   * applying is refused now (an admin may then allow one more application).
   */
  withdrawalLimits: z.array(ZStaffWithdrawalLimit),
});
export type TStaffStudentDetail = z.infer<typeof ZStaffStudentDetail>;

/** PUT /api/staff/students/{studentId}/shortlist/{courseId} */
export const STAFF_SHORTLIST_STATUSES = ['EXPERT_CHOICE', 'NOT_ELIGIBLE'] as const;
export const ZStaffShortlistBody = z
  .strictObject({
    status: z.enum(STAFF_SHORTLIST_STATUSES, {
      error: `status must be one of ${STAFF_SHORTLIST_STATUSES.join(', ')}`,
    }),
    /** Required for NOT_ELIGIBLE (staff only, never shown to the student); ignored for EXPERT_CHOICE. */
    reason: ZStaffReason.default(''),
  })
  .refine((body) => body.status !== 'NOT_ELIGIBLE' || body.reason.length > 0, {
    message: STAFF_REASON_MESSAGES.notEligibleReasonRequired,
    path: ['reason'],
  });
export type TStaffShortlistBody = z.infer<typeof ZStaffShortlistBody>;

export const ZStaffShortlistResult = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  courseId: z.number().int(),
  status: ZShortlistStatus,
  createdBy: z.number().int(),
  createdByRole: ZRole,
  statusReason: z.string(),
  /** False when the entry already had this status (nothing changed, nothing audited). */
  changed: z.boolean(),
});
export type TStaffShortlistResult = z.infer<typeof ZStaffShortlistResult>;

/** GET /api/staff/audit?studentId=&actorId=&action=&pageNumber=&pageSize=: newest first, paged. */
export const ZStaffAuditQuery = ZStaffAuditPageQuery;
/** GET /api/staff/audit/{auditId} (ADMIN): one entry as recorded, staff numbers unmasked. */
export const ZStaffAuditEntryParams = z.object({ auditId: makePositiveId('auditId') });
export const ZStaffAuditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), role: ZRole, name: z.string() }),
  /** The student the change is about; null for changes to staff accounts. */
  student: z.object({ id: z.number().int(), name: z.string(), referenceId: z.string() }).nullable(),
  /** The staff account the change is about (entity STAFF_ACCOUNT: added, role, disabled); else null. */
  staffAccount: z.object({ id: z.number().int(), name: z.string(), role: ZRole }).nullish(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TStaffAuditEntry = z.infer<typeof ZStaffAuditEntry>;
export const ZStaffAuditPage = makePageSchema(ZStaffAuditEntry);

/** The audit actions of the staff calls of this module. */
export const STAFF_AUDIT_ACTIONS = {
  counsellingCompleted: 'COUNSELLING_COMPLETED',
  shortlistAdded: 'SHORTLIST_COURSE_ADDED',
  shortlistStatusChanged: 'SHORTLIST_STATUS_CHANGED',
  paymentRecorded: 'PAYMENT_RECORDED',
  documentReviewed: 'DOCUMENT_REVIEWED',
  noteAdded: 'STAFF_NOTE_ADDED',
} as const;

/** The §7 document calls' actions (entity type STUDENT_DOCUMENT). */
export const DOCUMENT_AUDIT_ACTIONS = {
  statusChanged: 'DOCUMENT_STATUS_CHANGED',
  remarksChanged: 'DOCUMENT_REMARKS_CHANGED',
} as const;
