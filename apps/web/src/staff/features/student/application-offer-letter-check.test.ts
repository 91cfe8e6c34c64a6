import { LIMITS, MAX_FILE_NAME_LENGTH, UPLOAD_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkOfferLetterFile, OFFER_LETTER_ACCEPT } from './application-offer-letter-check.ts';

const fileOf = (name: string, size = 1000) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('offer letter files (PDF only, the contract file rules)', () => {
  it.each([
    ['offer.pdf', 1000, null],
    ['OFFER.PDF', LIMITS.documentMaxBytes, null],
    ['offer.docx', 1000, UPLOAD_MESSAGES.extensionNotAllowed('pdf')],
    ['offer.png', 1000, UPLOAD_MESSAGES.extensionNotAllowed('pdf')],
    ['offer', 1000, UPLOAD_MESSAGES.extensionNotAllowed('pdf')],
    ['offer.pdf', 0, UPLOAD_MESSAGES.fileEmpty],
    ['offer.pdf', LIMITS.documentMaxBytes + 1, UPLOAD_MESSAGES.fileTooLarge(10)],
    [`${'a'.repeat(MAX_FILE_NAME_LENGTH)}.pdf`, 1000, UPLOAD_MESSAGES.fileNameTooLong],
  ])('%s of %i bytes → %s', (name, size, message) => {
    expect(checkOfferLetterFile(fileOf(name, size))).toBe(message);
  });

  it('lets the picker offer PDFs only', () => {
    expect(OFFER_LETTER_ACCEPT).toBe('.pdf,application/pdf');
  });
});
