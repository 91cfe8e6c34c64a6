/**
 * The student profile as the API returns it. What a client sends to change it is in profile-update.ts,
 * apart: its §5 rules are a good deal of code that a screen only reading the profile does not need.
 */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { ZAcademicEntryType, ZMaritalStatus } from './enums.ts';

/** Where the client fetches the photo (as base64) when a profile has one. */
export const PROFILE_PHOTO_URL = '/api/student-profiles/download/photo';

/** §3 academic or test entry as stored and returned (universityName is the board or the exam). */
export const ZAcademicEntry = z.object({
  type: ZAcademicEntryType,
  universityName: z.string(),
  passingYear: z.string(),
  score: z.string(),
});
export type TAcademicEntry = z.infer<typeof ZAcademicEntry>;

/** §3 student profile; every missing value is an empty string. */
export const ZStudentProfile = z.object({
  studentId: z.number().int(),
  fullName: z.string(),
  /** YYYY-MM-DD, displayed DD-MM-YYYY (formatDisplayDate). */
  dateOfBirth: z.string(),
  maritalStatus: z.union([ZMaritalStatus, z.literal('')]),
  nationality: z.string(),
  passportNumber: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  addressLineOne: z.string(),
  addressLineTwo: z.string(),
  city: z.string(),
  zipCode: z.string(),
  state: z.string(),
  country: z.string(),
  progressPercent: z.number().int().min(0).max(LIMITS.profilePercentMax),
  additionalDocuments: z.array(ZAcademicEntry),
  profilePhotoUrl: z.string(),
  referenceId: z.string(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

export const PHOTO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export const ZPhotoContentType = z.enum(PHOTO_CONTENT_TYPES, {
  error: 'contentType must be image/png or image/jpeg.',
});
export type TPhotoContentType = z.infer<typeof ZPhotoContentType>;

/** GET /api/student-profiles/download/photo; the client shows it as `data:${contentType};base64,...`. */
export const ZPhotoResponse = z.object({ contentType: ZPhotoContentType, base64String: z.string() });
export type TPhotoResponse = z.infer<typeof ZPhotoResponse>;
