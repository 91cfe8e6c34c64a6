import { z } from 'zod';

/** File kinds the portal accepts (§5), judged by the bytes; the extensions that may name each. */
export const FILE_KINDS = {
  png: { mime: 'image/png', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
} as const;
export type TFileKind = keyof typeof FILE_KINDS;
export const DOCUMENT_FILE_KINDS: readonly TFileKind[] = ['png', 'jpeg', 'pdf', 'doc', 'docx'];
export const OFFER_LETTER_FILE_KINDS: readonly TFileKind[] = ['pdf'];

/** Longest file name kept; longer names are refused rather than cut, so the student sees why. */
export const MAX_FILE_NAME_LENGTH = 150;
/** Lifetime of a signed download URL (architecture: security rules). */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data.',
  fileMissing: 'Choose a file to upload.',
  tooManyFiles: 'Upload one file at a time.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB.`,
  fileNameMissing: 'The file has no name.',
  fileNameTooLong: `The file name is longer than ${MAX_FILE_NAME_LENGTH} characters.`,
  fileNameUnsafe: 'The file name may not contain folders, control characters or start with a dot.',
  extensionNotAllowed: (allowed: string) => `Only ${allowed} files can be uploaded.`,
  contentNotAllowed: (allowed: string) => `The file's content is not a ${allowed} file.`,
  contentMismatch: (extension: string) => `The file's content does not match its .${extension} extension.`,
  fieldTooLong: (field: string) => `${field} is too long.`,
  // What the content checks (apps/api/src/modules/files/content-checks) refuse, and how to fix it.
  imageNotValid:
    'The image could not be read (it may be damaged or not really a PNG or JPEG). Export or scan it again.',
  imageTooManyPixels: (megapixels: number) =>
    `The image is larger than ${megapixels} megapixels. Scale it down and upload it again.`,
  pdfNotValid: 'The file is not a valid PDF document. Save or export it again as a PDF.',
  pdfPassword: 'This PDF is protected by a password. Upload a copy without the password.',
  pdfActiveContent:
    'This PDF contains scripts, forms or links that run or open automatically. Export or print it again as a plain PDF without them.',
  pdfAttachments: 'This PDF has other files attached inside it. Save it again as a PDF without attachments.',
  fileTooComplex: 'This file could not be checked in time. Save a simpler or smaller copy and upload that.',
  docxNotValid: 'The file is not a valid Word (.docx) document. Save it again from your word processor.',
  docxTooLarge: 'This Word document is too large or has too many parts once unpacked.',
  docxActiveContent:
    'This Word document contains macros, ActiveX controls or embedded objects. Save it again as a plain Word Document (.docx) without them.',
  docxExternalContent:
    'This Word document loads a template, picture or other content from outside the file when it is opened. Save a copy with everything included and upload that.',
  docNotValid: 'The file is not a valid Word 97-2003 (.doc) document. Save it again, preferably as .docx.',
  docActiveContent:
    'This Word document contains macros or embedded objects. Save it again as a plain Word Document (.docx) without them.',
  linkInvalid: 'This download link is not valid.',
  linkExpired: 'This download link has expired. Please request a new one.',
  fileGone: 'The file is no longer available.',
} as const;

/** Query of a signed download URL. */
export const ZSignedDownloadQuery = z.object({
  file: z
    .string()
    .max(10)
    .regex(/^\d{1,10}$/),
  expires: z
    .string()
    .max(12)
    .regex(/^\d{1,12}$/),
  signature: z
    .string()
    .max(43)
    .regex(/^[A-Za-z0-9_-]{43}$/),
});
export type TSignedDownloadQuery = z.infer<typeof ZSignedDownloadQuery>;
