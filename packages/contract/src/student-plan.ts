// The student's plan as the console shows it: the registration (§3 onboarding) answers, read-only.
import { z } from 'zod';
import type { PASSPORT_STATUSES } from './constants.ts';

/** The registration form's answers, in the order the console lists them. */
export const STUDENT_PLAN_FIELDS = [
  'country',
  'studyLevel',
  'intake',
  'fieldOfStudy',
  'fundingPath',
  'passportStatus',
  'languageTest',
  'languageScore',
  'currentEducation',
  'passingYear',
] as const;
export type TStudentPlanField = (typeof STUDENT_PLAN_FIELDS)[number];

/** The labels of the registration form, so staff read the answers under the names the student saw. */
export const STUDENT_PLAN_LABELS = {
  country: 'Preferred countries',
  studyLevel: 'Study level',
  intake: 'Launch date (intake)',
  fieldOfStudy: 'Fields of study',
  fundingPath: 'Funding path',
  passportStatus: 'Passport status',
  languageTest: 'Language test',
  languageScore: 'Language test score',
  currentEducation: 'Current education',
  passingYear: 'Passing year',
} as const satisfies Record<TStudentPlanField, string>;

export const PASSPORT_STATUS_LABELS = {
  ISSUED: 'Issued',
  APPLIED: 'Applied',
  NOT_APPLIED: 'Not applied yet',
} as const satisfies Record<(typeof PASSPORT_STATUSES)[number], string>;

/** Where staff fetch a student's photo (as base64, the shape of GET /api/student-profiles/download/photo). */
export const staffStudentPhotoUrl = (studentId: number) => `/api/staff/students/${studentId}/photo`;

/** One answer of the plan. */
export const ZStudentPlanAnswer = z.object({
  field: z.enum(STUDENT_PLAN_FIELDS),
  label: z.string(),
  /** The answer as the student chose it, in words (lists joined by ", "); null while not answered. */
  value: z.string().nullable(),
  /** When the student last changed it (ISO instant); null while never answered. */
  changedAt: z.string().nullable(),
  /**
   * True when the answer was saved before changes were tracked: changedAt is then the last time the
   * form was saved, and the answer changed on or before it.
   */
  isChangedAtUpperBound: z.boolean(),
});
export type TStudentPlanAnswer = z.infer<typeof ZStudentPlanAnswer>;

/** GET /api/staff/students/{studentId}/plan */
export const ZStudentPlan = z.object({
  studentId: z.number().int(),
  name: z.string(),
  /** staffStudentPhotoUrl(studentId) when the student has a photo; null: show their monogram. */
  photoUrl: z.string().nullable(),
  /** False until the student has sent the registration form: every answer is then null. */
  isRegistered: z.boolean(),
  answers: z.array(ZStudentPlanAnswer),
});
export type TStudentPlan = z.infer<typeof ZStudentPlan>;
