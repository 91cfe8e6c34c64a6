import { LIMITS, MAX_FILE_NAME_LENGTH, UPLOAD_MESSAGES, validateUploadFileName } from '@portal/contract';
import { DOCUMENT_TEXTS } from './document-texts.ts';

/**
 * What the browser can tell before sending (§5): the extension, the size (at most 10 MB), an empty file,
 * an over-long name. The server checks again, by content. Null when the file may be sent.
 */
export function checkUploadFile(file: File): string | null {
  const wrongType = validateUploadFileName(file.name);
  if (wrongType) return wrongType;
  if (file.size === 0) return UPLOAD_MESSAGES.fileEmpty;
  if (file.size > LIMITS.documentMaxBytes) return UPLOAD_MESSAGES.fileTooLarge(DOCUMENT_TEXTS.maxMb);
  if (file.name.length > MAX_FILE_NAME_LENGTH) return UPLOAD_MESSAGES.fileNameTooLong;
  return null;
}
