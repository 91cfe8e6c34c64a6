// Internal notes on a student: GET/POST /api/staff/students/{studentId}/notes
import { z } from 'zod';
import { hasUnsafeRemarkCharacters } from './documents.ts';
import { makePageSchema } from './pagination.ts';

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
