import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './constants.ts';
import { type TDocumentType, ZApplicationDocumentType, ZDocumentStatus, ZDocumentType } from './enums.ts';
import { MAX_DB_ID, makePositiveId } from './ids.ts';
import { JOURNEY_DOCUMENT_TYPES } from './journey-documents.ts';
import { hasUnsafeNameCharacters, TEXT_SAFETY_MESSAGES } from './text-safety.ts';

/** A profile document type (§3) or a journey document type (one per application past the offer). */
export const ZAnyDocumentType = z.enum([...DOCUMENT_TYPES, ...JOURNEY_DOCUMENT_TYPES]);
export type TAnyDocumentType = z.infer<typeof ZAnyDocumentType>;

/** §3 Student document as listed; the download call adds a temporary URL. */
export const ZStudentDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZAnyDocumentType,
  status: ZDocumentStatus,
  remarks: z.string(),
  /** The application a journey document belongs to; null for the profile's documents. */
  applicationId: z.number().int().nullable(),
});
export type TStudentDocument = z.infer<typeof ZStudentDocument>;

export const ZDocumentDownload = z.object({ tempURL: z.string() });
export type TDocumentDownload = z.infer<typeof ZDocumentDownload>;

/** §3 Conditional documents of an application: the types an offer asks for. */
export const ZConditionalDocument = z.object({ id: z.number().int(), type: z.string() });
export type TConditionalDocument = z.infer<typeof ZConditionalDocument>;

export const ZApplicationDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZApplicationDocumentType,
  status: ZDocumentStatus,
  /** Staff's reason when REJECTED (a remark otherwise); '' when none. A new upload starts with ''. */
  remarks: z.string(),
});
export type TApplicationDocument = z.infer<typeof ZApplicationDocument>;

/** Readable names of the §3 document types (the spec's translation list where it has one). */
export const DOCUMENT_TYPE_LABELS: Record<TDocumentType, string> = {
  PASSPORT: 'Passport',
  SSC: 'SSC (10th)',
  HSC: 'HSC (12th)',
  DIPLOMA: 'Diploma',
  UNDERGRADUATE: 'Undergraduate',
  POSTGRADUATE: 'Postgraduate',
  RESUME: 'Resume (CV)',
  LETTER_OF_RECOMMENDATION_1: 'Letter of Recommendation 1',
  LETTER_OF_RECOMMENDATION_2: 'Letter of Recommendation 2',
  EXPERIENCE_CERTIFICATE: 'Experience Certificate',
  IELTS: 'IELTS',
  TOEFL: 'TOEFL',
  PTE: 'PTE',
  DUOLINGO: 'Duolingo',
  DIPLOMA_MARKSHEET: 'Diploma Marksheet',
  DIPLOMA_CERTIFICATE: 'Diploma Certificate',
  UNDERGRADUATE_CERTIFICATE: 'Bachelors Certificate',
  POSTGRADUATE_CERTIFICATE: 'Masters Certificate',
  UNDERGRADUATE_MARKSHEET: 'Bachelors Marksheet',
  POSTGRADUATE_MARKSHEET: 'Masters Marksheet',
};

/** Longest display name of a document (the same bound as a file name, so the default always fits). */
export const DOCUMENT_NAME_MAX_LENGTH = 150;
/** Longest remark staff may leave on a document. */
export const DOCUMENT_REMARKS_MAX_LENGTH = 1000;

/** Reasons the server gives for refused document calls (the client shows the debug message, §8). */
export const DOCUMENT_MESSAGES = {
  typeMissing: 'Choose a document type.',
  typeUnknown: 'That document type is not known. Choose one of the listed document types.',
  nameTooLong: `The document name is longer than ${DOCUMENT_NAME_MAX_LENGTH} characters.`,
  nameUnsafe: 'The document name may not contain control characters.',
  notFound: 'Document not found.',
  versionNotFound: 'Document version not found.',
  studentIdRequired: "studentId is required when staff list a student's documents.",
  uploadStudentsOnly: 'Only students can upload their own documents.',
  remarksTooLong: `Remarks must be at most ${DOCUMENT_REMARKS_MAX_LENGTH} characters.`,
  remarksUnsafe: 'Remarks may not contain control characters other than line breaks and tabs.',
  statusInvalid: 'Status must be one of UPLOADED, REJECTED, ACCEPTED or EXEMPTED.',
  /** update-status REJECTED on a document without a remark: the review's rule, a rejection says why. */
  rejectNeedsRemark:
    'Give a reason when rejecting a document: set its remarks first, or reject it with its remark in one review.',
  /** update-remarks '' on a REJECTED document: it would leave a rejection without its reason. */
  rejectedKeepsRemark: 'A rejected document keeps a reason: change its status first, or give another remark.',
  /** A journey document (deposit receipt, CAS letter …) belongs to one application. */
  applicationIdRequired: 'Say which application this document is for (applicationId).',
  /** A profile document (passport, IELTS …) belongs to no application. */
  applicationIdNotAllowed:
    'This document belongs to your profile, not to an application: leave out applicationId.',
  applicationNotFound: 'Application not found.',
  applicationNotOffered:
    'Documents for the steps after the offer can be uploaded once the unconditional offer is posted.',
} as const;

/** Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise a name. */
const UNSAFE_TEXT_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
// Remarks may span lines: tab, line feed and carriage return are allowed there.
export const hasUnsafeRemarkCharacters = (text: string) =>
  UNSAFE_TEXT_CHARACTERS.test(text.replace(/[\t\n\r]/g, ''));

/**
 * The text fields of POST /student/document/upload (multipart, beside the `file` part). An empty
 * or missing name means "use the file name"; the name is shown only, never used as a path.
 */
export const ZDocumentUploadFields = z.object({
  type: z
    .string({ error: DOCUMENT_MESSAGES.typeMissing })
    .trim()
    .min(1, DOCUMENT_MESSAGES.typeMissing)
    .pipe(z.enum([...DOCUMENT_TYPES, ...JOURNEY_DOCUMENT_TYPES], { error: DOCUMENT_MESSAGES.typeUnknown })),
  /** Required for a journey document type, refused for a profile one (checked by the server). */
  applicationId: makePositiveId('applicationId').optional(),
  name: z
    .string()
    .trim()
    .max(DOCUMENT_NAME_MAX_LENGTH, DOCUMENT_MESSAGES.nameTooLong)
    .refine((text) => !UNSAFE_TEXT_CHARACTERS.test(text), DOCUMENT_MESSAGES.nameUnsafe)
    .refine((text) => !hasUnsafeNameCharacters(text), TEXT_SAFETY_MESSAGES.nameUnsafe('The document name'))
    .optional(),
});
export type TDocumentUploadFields = z.infer<typeof ZDocumentUploadFields>;

/** GET /student/document/all-document-type: every §3 type in §3 order, with its label. */
export const ZDocumentTypeOption = z.object({ type: ZDocumentType, label: z.string() });
export type TDocumentTypeOption = z.infer<typeof ZDocumentTypeOption>;
export const ZDocumentTypeOptions = z.array(ZDocumentTypeOption);
export const DOCUMENT_TYPE_OPTIONS: TDocumentTypeOption[] = DOCUMENT_TYPES.map((type) => ({
  type,
  label: DOCUMENT_TYPE_LABELS[type],
}));

const ZOptionalStudentId = makePositiveId('studentId').optional();

/** GET /student/document/download?documentId= (staff may add studentId). */
export const ZDocumentDownloadQuery = z.object({
  documentId: makePositiveId('documentId'),
  studentId: ZOptionalStudentId,
});
export type TDocumentDownloadQuery = z.infer<typeof ZDocumentDownloadQuery>;

/** GET /student/document/download-all (staff name the student). */
export const ZDocumentListQuery = z.object({ studentId: ZOptionalStudentId });
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;
export const ZDocumentList = z.object({ documents: z.array(ZStudentDocument) });
export type TDocumentList = z.infer<typeof ZDocumentList>;

/** GET /student/document/get-remarks?studentId=&documentId= */
export const ZDocumentRemarksQuery = ZDocumentDownloadQuery;
export type TDocumentRemarksQuery = TDocumentDownloadQuery;
export const ZDocumentRemarks = z.object({
  documentId: z.number().int(),
  remarks: z.string(),
  status: ZDocumentStatus,
});
export type TDocumentRemarks = z.infer<typeof ZDocumentRemarks>;

const bodyId = (name: string) => {
  const message = `${name} must be a positive whole number`;
  return z.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, message);
};

/** PUT /student/document/update-status (staff only). */
export const ZDocumentStatusUpdate = z.strictObject({
  studentId: bodyId('studentId'),
  documentId: bodyId('documentId'),
  status: z.enum(DOCUMENT_STATUSES, { error: DOCUMENT_MESSAGES.statusInvalid }),
});
export type TDocumentStatusUpdate = z.infer<typeof ZDocumentStatusUpdate>;

/** PUT /student/document/update-remarks (staff only); surrounding blanks are trimmed, '' clears. */
export const ZDocumentRemarksUpdate = z.strictObject({
  studentId: bodyId('studentId'),
  documentId: bodyId('documentId'),
  remarks: z
    .string()
    .trim()
    .max(DOCUMENT_REMARKS_MAX_LENGTH, DOCUMENT_MESSAGES.remarksTooLong)
    .refine((text) => !hasUnsafeRemarkCharacters(text), DOCUMENT_MESSAGES.remarksUnsafe),
});
export type TDocumentRemarksUpdate = z.infer<typeof ZDocumentRemarksUpdate>;

/**
 * One upload of a document (every version is kept). `status` and `remarks` are what the document had
 * while this version was current: a replaced version keeps the verdict it was given.
 */
export const ZDocumentVersion = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZDocumentStatus,
  remarks: z.string(),
  /** ISO 8601 instant of the upload. */
  uploadedAt: z.string(),
  isCurrent: z.boolean(),
});
export type TDocumentVersion = z.infer<typeof ZDocumentVersion>;

/** GET /student/document/versions?documentId= (staff may add studentId): newest first. */
export const ZDocumentVersionsQuery = ZDocumentDownloadQuery;
export type TDocumentVersionsQuery = TDocumentDownloadQuery;
export const ZDocumentVersionList = z.object({
  documentId: z.number().int(),
  versions: z.array(ZDocumentVersion),
});
export type TDocumentVersionList = z.infer<typeof ZDocumentVersionList>;

/** GET /student/document/version/download?versionId= (staff may add studentId): a signed link, as download. */
export const ZDocumentVersionDownloadQuery = z.object({
  versionId: makePositiveId('versionId'),
  studentId: ZOptionalStudentId,
});
export type TDocumentVersionDownloadQuery = z.infer<typeof ZDocumentVersionDownloadQuery>;
