import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { ZMaritalStatus } from './enums.ts';
import { ZPhotoContentType } from './profile.ts';
import { hasUnsafeFreeTextCharacters, hasUnsafeNameCharacters, TEXT_SAFETY_MESSAGES } from './text-safety.ts';
import { toIsoDate } from './validation/calendar.ts';
import { normalizePassportNumber, normalizePinCode } from './validation/pin-code.ts';
import { validateProfileUpdate } from './validation/profile-rules.ts';
import { PROFILE_MESSAGES } from './validation/rule-messages.ts';

/** Free text: no control characters or direction overrides (text-safety.ts). */
const text = (field: string, max: number, normalize: (value: string) => string = (value) => value) =>
  z
    .string({ error: `${field} must be text.` })
    .overwrite(normalize)
    .max(max, `${field} must be at most ${max} characters.`)
    .refine((value) => !hasUnsafeFreeTextCharacters(value), TEXT_SAFETY_MESSAGES.freeTextUnsafe(field))
    .nullable()
    .optional();
/** A name: no invisible format characters either, ZWNJ/ZWJ aside (text-safety.ts). */
const nameText = (field: string, label: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .max(max, `${field} must be at most ${max} characters.`)
    .refine((value) => !hasUnsafeNameCharacters(value), TEXT_SAFETY_MESSAGES.nameUnsafe(label));

/**
 * A row as sent. Loose on purpose: unrecognised types are dropped by the rules (§5), and extra keys
 * (the client's file info, §3) are stripped, not refused; documents are stored by their own calls.
 */
export const ZAcademicEntryInput = z.object({
  type: z.string().max(40).nullish(),
  universityName: nameText('universityName', 'The school or university name', 200).nullish(),
  passingYear: z.union([z.string().max(10), z.number()]).nullish(),
  score: z.union([z.string().max(20, 'score must be at most 20 characters.'), z.number()]).nullish(),
});
export type TAcademicEntryPayload = z.input<typeof ZAcademicEntryInput>;

const readOnly = (what: string) => z.unknown().optional().describe(`${what}; read-only, ignored when sent.`);

/**
 * PUT /api/student-profiles body: only the changed fields, each optional; '' or null clears one.
 * Shapes only; the §5 rules are applied by makeStudentProfileUpdateSchema. Unknown keys are refused.
 * The read-only fields of the profile are accepted and ignored, so a client may send back what it got.
 */
export const ZStudentProfileUpdateFields = z.strictObject({
  fullName: nameText('fullName', 'Full name', 100).nullable().optional(),
  dateOfBirth: text('dateOfBirth', 10),
  maritalStatus: z
    .union([ZMaritalStatus, z.literal('')], {
      error: 'maritalStatus must be SINGLE, MARRIED, DIVORCED or WIDOWED.',
    })
    .nullable()
    .optional(),
  nationality: text('nationality', 100),
  /** Stored upper-case (passports print it so). */
  passportNumber: text('passportNumber', 20, normalizePassportNumber),
  phoneNumber: text('phoneNumber', 20),
  email: text('email', 254),
  addressLineOne: text('addressLineOne', 200),
  addressLineTwo: text('addressLineTwo', 200),
  city: text('city', 100),
  /** An Indian PIN code, six digits (§5 rules); spaces are dropped. */
  zipCode: text('zipCode', 20, normalizePinCode),
  state: text('state', 100),
  country: text('country', 100),
  /** Replaces the whole list. */
  additionalDocuments: z
    .array(ZAcademicEntryInput)
    .max(20, 'At most 20 academic rows.')
    .nullable()
    .optional(),
  studentId: readOnly('Taken from the token'),
  referenceId: readOnly('Assigned at sign-up'),
  progressPercent: readOnly('Computed by the server'),
  profilePhotoUrl: readOnly('Set by the photo upload'),
});
export type TStudentProfileUpdate = z.input<typeof ZStudentProfileUpdateFields>;

/**
 * The update with every §5 rule, error paths being field paths ('email',
 * 'additionalDocuments.1.passingYear'). `today` (YYYY-MM-DD) is a function so a server can use its
 * own clock and tests stay deterministic.
 */
export const makeStudentProfileUpdateSchema = (today: () => string = () => toIsoDate(new Date())) =>
  ZStudentProfileUpdateFields.superRefine((value, ctx) => {
    for (const issue of validateProfileUpdate(value, today())) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export const ZStudentProfileUpdate = makeStudentProfileUpdateSchema();

// Base64 of the largest allowed photo, plus room for an optional data-URL prefix.
const PHOTO_BASE64_MAX = Math.ceil(LIMITS.photoMaxBytes / 3) * 4 + 64;

/** PUT /api/student-profiles/upload/photo: the cropped image as base64, without a data-URL prefix (§3). */
export const ZPhotoUpload = z.strictObject({
  contentType: ZPhotoContentType,
  base64String: z
    .string({ error: 'base64String must be text.' })
    .min(1, 'base64String must not be empty.')
    .max(PHOTO_BASE64_MAX, PROFILE_MESSAGES.photoTooLarge),
});
export type TPhotoUpload = z.infer<typeof ZPhotoUpload>;
