import {
  extensionOf,
  FILE_KINDS,
  LIMITS,
  MAX_FILE_NAME_LENGTH,
  OFFER_LETTER_FILE_KINDS,
  UPLOAD_MESSAGES,
} from '@portal/contract';

const EXTENSIONS: readonly string[] = OFFER_LETTER_FILE_KINDS.flatMap((kind) => FILE_KINDS[kind].extensions);
/** The file picker's filter: the extensions and types of the contract's offer letter kinds (PDF). */
export const OFFER_LETTER_ACCEPT = [
  ...EXTENSIONS.map((extension) => `.${extension}`),
  ...OFFER_LETTER_FILE_KINDS.map((kind) => FILE_KINDS[kind].mime),
].join(',');

/**
 * What the browser can tell of an offer letter before sending (the contract's file rules for letters:
 * PDF, 10 MB, a name that fits), with the server's own words. Null when it may be sent; the server checks
 * the content again.
 */
export function checkOfferLetterFile(file: File): string | null {
  if (!EXTENSIONS.includes(extensionOf(file.name))) {
    return UPLOAD_MESSAGES.extensionNotAllowed(EXTENSIONS.join(', '));
  }
  if (file.size === 0) return UPLOAD_MESSAGES.fileEmpty;
  if (file.size > LIMITS.documentMaxBytes) {
    return UPLOAD_MESSAGES.fileTooLarge(LIMITS.documentMaxBytes / (1024 * 1024));
  }
  if (file.name.length > MAX_FILE_NAME_LENGTH) return UPLOAD_MESSAGES.fileNameTooLong;
  return null;
}
