// Staff free text beside an action: the counselling completion note and the NOT_ELIGIBLE reason.
import { z } from 'zod';
import { hasUnsafeRemarkCharacters } from './documents.ts';
import { STAFF_NOTE_MAX_LENGTH } from './staff-notes.ts';

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
