import { z } from 'zod';
import { APPLICATION_DOCUMENT_TYPES, DOCUMENT_TYPES, LIMITS } from './constants.ts';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX_LENGTH,
  DOCUMENT_TYPE_LABELS,
  ZApplicationDocument,
  ZConditionalDocument,
} from './documents.ts';
import { ZDocumentStatus } from './enums.ts';
import { MAX_DB_ID, makePositiveId } from './ids.ts';
import { ZApplication, ZApplicationCreateBody } from './journey.ts';
import { ERROR_MESSAGES, TOAST_MESSAGES } from './messages.ts';
import { hasUnsafeNameCharacters, TEXT_SAFETY_MESSAGES } from './text-safety.ts';

/**
 * Application statuses in journey order (§2 Application journey, §4 Offer stages). Staff move an
 * application forward; the two offer statuses are exactly the values of §3.
 */
export const APPLICATION_STATUSES = [
  'APPLIED',
  'UNDER_REVIEW',
  'CONDITIONAL_OFFER_RECEIVED',
  'UNCONDITIONAL_OFFER_RECEIVED',
  'REJECTED',
  /** The student opted out (Applied Courses' Opt Out); final. The course may be applied to again. */
  'WITHDRAWN',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The step (1 to 4) of the four-step progress bar; §9: the applied status sits at step 2. */
export const APPLICATION_STEP_BY_STATUS: Record<TApplicationStatus, 1 | 2 | 3 | 4> = {
  APPLIED: 2,
  UNDER_REVIEW: 2,
  CONDITIONAL_OFFER_RECEIVED: 3,
  UNCONDITIONAL_OFFER_RECEIVED: 4,
  REJECTED: 2,
  WITHDRAWN: 2,
};

/** The status line a student reads for each status. */
export const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, string> = {
  APPLIED: 'Application Submitted',
  UNDER_REVIEW: 'Application Under Review',
  CONDITIONAL_OFFER_RECEIVED: 'Conditional Offer Received',
  UNCONDITIONAL_OFFER_RECEIVED: 'Unconditional Offer Received',
  REJECTED: 'Application Rejected',
  WITHDRAWN: 'Withdrawn',
};

/** Which statuses staff may move an application to from each status (forward only; final ones stay). */
export const APPLICATION_NEXT_STATUSES: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  APPLIED: ['UNDER_REVIEW', 'CONDITIONAL_OFFER_RECEIVED', 'UNCONDITIONAL_OFFER_RECEIVED', 'REJECTED'],
  UNDER_REVIEW: ['CONDITIONAL_OFFER_RECEIVED', 'UNCONDITIONAL_OFFER_RECEIVED', 'REJECTED'],
  CONDITIONAL_OFFER_RECEIVED: ['UNCONDITIONAL_OFFER_RECEIVED', 'REJECTED'],
  UNCONDITIONAL_OFFER_RECEIVED: [],
  REJECTED: [],
  WITHDRAWN: [],
};

/** The statuses a student may opt out of (POST /api/application/{id}/withdraw); final ones stay. */
export const WITHDRAWABLE_APPLICATION_STATUSES: readonly TApplicationStatus[] = [
  'APPLIED',
  'UNDER_REVIEW',
  'CONDITIONAL_OFFER_RECEIVED',
  'UNCONDITIONAL_OFFER_RECEIVED',
];
export const isWithdrawableStatus = (status: TApplicationStatus) =>
  WITHDRAWABLE_APPLICATION_STATUSES.includes(status);

// ---------------------------------------------------------------------------------------------
// Calls of §4 Apply flow / §7 (applications, their documents and offers) and the staff calls that
// move an application along. Decisions the spec leaves open: apps/api/docs/applications.md.

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, {
  error: `status must be one of ${APPLICATION_STATUSES.join(', ')}.`,
});

/** Types a conditional offer may ask for: the §3 student document types. */
export const CONDITIONAL_DOCUMENT_TYPES = DOCUMENT_TYPES;
export type TConditionalDocumentType = (typeof CONDITIONAL_DOCUMENT_TYPES)[number];
/** Readable names: the same labels as the student documents. */
export const CONDITIONAL_DOCUMENT_TYPE_LABELS: Record<TConditionalDocumentType, string> =
  DOCUMENT_TYPE_LABELS;
export const ZConditionalDocumentType = z.enum(CONDITIONAL_DOCUMENT_TYPES, {
  error: 'Each type must be a document type from GET /application/document/conditional/types.',
});

/** Offer letters staff upload (PDF only). */
export const OFFER_LETTER_KINDS = ['CONDITIONAL', 'UNCONDITIONAL'] as const;
export type TOfferLetterKind = (typeof OFFER_LETTER_KINDS)[number];

/** Reasons the server gives for refused application calls; the client shows the debug message (§8). */
export const APPLICATION_MESSAGES = {
  onlyStudentsApply: 'Only students can apply to a course.',
  eventUserCannotApply:
    'Students registered through an event cannot apply online. Please contact your counsellor to apply.',
  paymentRequired: 'Pay the platform fee before applying.',
  enrollmentNotOwned: 'That enrollment does not belong to this student.',
  courseNotFound: 'Course not found.',
  courseNotShortlisted: 'Shortlist this course before applying to it.',
  /** §8: the same words the NOT_ELIGIBLE shortlist card shows. */
  notEligible: ERROR_MESSAGES.notEligible,
  counsellingRequired:
    'Complete your counselling session before applying, or ask your counsellor to mark this course as Expert Choice.',
  shortlistChanged: 'Your shortlist changed while applying. Please try again.',
  applicationNotFound: 'Application not found.',
  studentIdRequired: 'studentId is required when staff list applications.',
  documentNotFound: 'Document not found.',
  statementOfPurposeNotRemovable: 'A statement of purpose cannot be removed; upload a new one to replace it.',
  /** documentId on an upload of type STATEMENT_OF_PURPOSE (400): only portfolio rows are replaced in place. */
  replaceOnlyPortfolio:
    'documentId names a portfolio row to replace; a statement of purpose is replaced by uploading a new one.',
  conditionalDocumentNotFound: 'Conditional document not found.',
  conditionalDocumentDropped: 'This document is no longer required for your offer.',
  conditionalUploadClosed: 'Conditional documents can be uploaded only while a conditional offer is open.',
  conditionalOfferNotReceived: 'No conditional offer has been received yet.',
  conditionalOfferLetterMissing:
    'Your conditional offer letter has not been uploaded yet. Please check again soon.',
  unconditionalOfferNotReceived: 'No unconditional offer has been received yet.',
  unconditionalOfferLetterMissing:
    'Your unconditional offer letter has not been uploaded yet. Please check again soon.',
  onlyStudentsWithdraw: 'Only the student can opt out of an application.',
  withdrawNotAllowed:
    'This application has already been withdrawn or rejected, so there is nothing to opt out of.',
  /** Uploads to and offer downloads of a withdrawn application (409 / 404). */
  applicationWithdrawn:
    'You opted out of this application, so it no longer takes documents and its offers are closed.',
  /** Staff changes (offer letters, the conditional documents list) to a withdrawn application (409). */
  applicationWithdrawnByStudent: 'This application was withdrawn by the student.',
  /** A PORTFOLIO upload beyond LIMITS.portfolioDocumentsMax (409). */
  portfolioLimitReached: `You can add at most ${LIMITS.portfolioDocumentsMax} other documents to an application.`,
  /** Applying again after LIMITS.withdrawalsPerCourseMax opt-outs of the course (409). */
  withdrawalLimitReached: `You have opted out of this course ${LIMITS.withdrawalsPerCourseMax} times; please talk to your counsellor to apply again.`,
  /** The success toast of Opt Out. */
  withdrawn: (courseName: string) => `You opted out of ${courseName}.`,
  statusTransitionNotAllowed: (from: TApplicationStatus, to: TApplicationStatus) => {
    const next = APPLICATION_NEXT_STATUSES[from];
    const allowed = next.length ? `it can only move to ${next.join(', ')}` : 'that status is final';
    return `An application that is ${from} cannot be moved to ${to}: ${allowed}.`;
  },
  /** §8 success toast of a conditional document upload ('Uploaded {type} successfully'), named as people read it. */
  conditionalDocumentUploaded: (type: TConditionalDocumentType) =>
    TOAST_MESSAGES.conditionalDocUploaded(CONDITIONAL_DOCUMENT_TYPE_LABELS[type]),
} as const;

const ZBodyId = z.number().int().positive().max(MAX_DB_ID);
// Control characters (C0, DEL, C1) and bidirectional overrides that could disguise a name.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The display name of an upload; empty or missing means "use the file name". */
const ZDocumentName = z
  .string()
  .trim()
  .max(DOCUMENT_NAME_MAX_LENGTH, DOCUMENT_MESSAGES.nameTooLong)
  .refine((text) => !UNSAFE_NAME_CHARACTERS.test(text), DOCUMENT_MESSAGES.nameUnsafe)
  .refine((text) => !hasUnsafeNameCharacters(text), TEXT_SAFETY_MESSAGES.nameUnsafe('The document name'))
  .optional();
/** The legacy client sends an uploader id (§6: 1 or 12); it is accepted and ignored (token wins). */
const ZIgnoredUploadedBy = z.string().max(20).optional();

/** POST /api/application (ids are PostgreSQL integers, so larger ones are refused up front). */
export const ZApplicationCreateRequest = ZApplicationCreateBody.extend({
  enrollmentId: ZBodyId.nullish(),
  courseId: ZBodyId,
});
export type TApplicationCreateRequest = z.infer<typeof ZApplicationCreateRequest>;

/** An application as a student reads it: §3's {id, courseId, status} plus the progress step. */
export const ZApplicationView = ZApplication.extend({
  status: ZApplicationStatus,
  statusLabel: z.string(),
  step: z.number().int().min(1).max(4),
});
export type TApplicationView = z.infer<typeof ZApplicationView>;

export const ZApplicationIdParams = z.object({ id: makePositiveId('id') });

/** GET /api/application (staff name the student). */
export const ZApplicationListQuery = z.object({ studentId: makePositiveId('studentId').optional() });

/** One card of the server-driven Applied Courses page, newest first. */
export const ZApplicationListItem = ZApplicationView.extend({
  createdAt: z.string(),
  course: z.object({ id: z.number().int(), name: z.string(), country: z.string(), campus: z.string() }),
  university: z.object({ name: z.string(), iconUrl: z.string() }),
});
export type TApplicationListItem = z.infer<typeof ZApplicationListItem>;
export const ZApplicationList = z.array(ZApplicationListItem);

/**
 * POST /application/document/upload (multipart `file`). `documentId` names a portfolio row whose file
 * the upload replaces (a rejected one, say); a statement of purpose is replaced by uploading a new one.
 */
export const ZApplicationDocumentUploadQuery = z
  .object({
    applicationId: makePositiveId('applicationId'),
    name: ZDocumentName,
    type: z.enum(APPLICATION_DOCUMENT_TYPES, { error: 'type must be STATEMENT_OF_PURPOSE or PORTFOLIO.' }),
    documentId: makePositiveId('documentId').optional(),
    uploadedBy: ZIgnoredUploadedBy,
  })
  .refine((query) => query.documentId === undefined || query.type === 'PORTFOLIO', {
    message: APPLICATION_MESSAGES.replaceOnlyPortfolio,
    path: ['documentId'],
  });
export type TApplicationDocumentUploadQuery = z.infer<typeof ZApplicationDocumentUploadQuery>;

/** An additional document with a fresh signed link to its file. */
export const ZApplicationDocumentItem = ZApplicationDocument.extend({
  applicationId: z.number().int(),
  tempURL: z.string(),
  createdAt: z.string(),
});
export type TApplicationDocumentItem = z.infer<typeof ZApplicationDocumentItem>;

/** A document a conditional offer asks for, and what the student uploaded for it (if anything). */
export const ZConditionalDocumentItem = ZConditionalDocument.extend({
  type: ZConditionalDocumentType,
  label: z.string(),
  name: z.string().nullable(),
  /** null until the student uploads; then UPLOADED, and ACCEPTED or REJECTED once staff review it. */
  status: ZDocumentStatus.nullable(),
  /** Staff's reason when REJECTED (a remark otherwise); '' when none. A re-upload clears it. */
  remarks: z.string(),
  uploaded: z.boolean(),
  uploadedAt: z.string().nullable(),
  tempURL: z.string().nullable(),
});
export type TConditionalDocumentItem = z.infer<typeof ZConditionalDocumentItem>;

export const ZApplicationIdQuery = z.object({ applicationId: makePositiveId('applicationId') });
export type TApplicationIdQuery = z.infer<typeof ZApplicationIdQuery>;

/** GET /application/document/all?applicationId= */
export const ZApplicationDocumentsResponse = z.object({
  applicationId: z.number().int(),
  status: ZApplicationStatus,
  /** The current statement of purpose (latest upload) and every portfolio row, oldest first. */
  documents: z.array(ZApplicationDocumentItem),
  /** The documents the conditional offer asks for (dropped ones are left out). */
  conditionalDocuments: z.array(ZConditionalDocumentItem),
});
export type TApplicationDocumentsResponse = z.infer<typeof ZApplicationDocumentsResponse>;

export const ZApplicationDocumentParams = z.object({ documentId: makePositiveId('documentId') });

/** GET /application/document/conditional/types */
export const ZConditionalDocumentTypeOption = z.object({ type: ZConditionalDocumentType, label: z.string() });
export const ZConditionalDocumentTypeList = z.array(ZConditionalDocumentTypeOption);
export const CONDITIONAL_DOCUMENT_TYPE_OPTIONS = CONDITIONAL_DOCUMENT_TYPES.map((type) => ({
  type,
  label: CONDITIONAL_DOCUMENT_TYPE_LABELS[type],
}));

/** POST /application/document/conditional/upload (multipart `file`). */
export const ZConditionalDocumentUploadQuery = z.object({
  documentId: makePositiveId('documentId'),
  name: ZDocumentName,
  uploadedBy: ZIgnoredUploadedBy,
});
export type TConditionalDocumentUploadQuery = z.infer<typeof ZConditionalDocumentUploadQuery>;
export const ZConditionalDocumentUploadResult = ZConditionalDocumentItem.extend({ message: z.string() });
export type TConditionalDocumentUploadResult = z.infer<typeof ZConditionalDocumentUploadResult>;

// Staff calls (COUNSELLOR or ADMIN).

export const ZStaffApplicationParams = z.object({ applicationId: makePositiveId('applicationId') });

/** An application as staff see it after a change. */
export const ZApplicationStaffView = ZApplicationView.extend({
  studentId: z.number().int(),
  hasConditionalOfferLetter: z.boolean(),
  hasUnconditionalOfferLetter: z.boolean(),
  updatedAt: z.string(),
});
export type TApplicationStaffView = z.infer<typeof ZApplicationStaffView>;

/** PUT /api/staff/applications/{applicationId}/status */
export const ZApplicationStatusUpdateBody = z.strictObject({ status: ZApplicationStatus });

/** POST /api/staff/applications/{applicationId}/offer-letter?kind= */
export const ZOfferLetterQuery = z.object({
  kind: z.enum(OFFER_LETTER_KINDS, { error: 'kind must be CONDITIONAL or UNCONDITIONAL.' }),
});

/** PUT /api/staff/applications/{applicationId}/conditional-documents: the full list of required types. */
export const ZConditionalDocumentsUpdateBody = z.strictObject({
  types: z.array(ZConditionalDocumentType).max(CONDITIONAL_DOCUMENT_TYPES.length * 2),
});
export const ZConditionalDocumentsUpdateResult = z.object({
  applicationId: z.number().int(),
  conditionalDocuments: z.array(ZConditionalDocumentItem),
});
export type TConditionalDocumentsUpdateResult = z.infer<typeof ZConditionalDocumentsUpdateResult>;

/** The audit actions of the staff application calls (entity type `application`). */
export const APPLICATION_AUDIT_ACTIONS = {
  statusChanged: 'APPLICATION_STATUS_CHANGED',
  offerLetterUploaded: 'OFFER_LETTER_UPLOADED',
  conditionalDocumentsSet: 'CONDITIONAL_DOCUMENTS_SET',
  /** Staff uploading or removing an application's documents on the student's behalf. */
  documentUploaded: 'APPLICATION_DOCUMENT_UPLOADED',
  documentRemoved: 'APPLICATION_DOCUMENT_REMOVED',
  conditionalDocumentUploaded: 'CONDITIONAL_DOCUMENT_UPLOADED',
  /** The student opted out (entity type `application`, actor the student). */
  withdrawn: 'APPLICATION_WITHDRAWN',
} as const;
