import { z } from 'zod';
import {
  COUNTRIES,
  EDUCATION_LEVELS,
  FIELDS_OF_STUDY,
  FUNDING_PATHS,
  LANGUAGE_TESTS,
  PASSPORT_STATUSES,
  STUDY_LEVELS,
} from './constants.ts';
import { ZCountry, ZEducationLevel, ZFieldOfStudy, ZLanguageTest, ZStudyLevel } from './enums.ts';
import { MAX_DB_ID } from './ids.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { ZPositiveIdParam } from './students.ts';
import { hasUnsafeFreeTextCharacters, hasUnsafeNameCharacters, TEXT_SAFETY_MESSAGES } from './text-safety.ts';
import { toIsoDate, yearOfIsoDate } from './validation/calendar.ts';
import { toScoredLanguageTest, validateLanguageScore } from './validation/language-score.ts';
import { validatePassingYear } from './validation/passing-year.ts';

export const ONBOARDING_NAME_MAX = 100;
export const ONBOARDING_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Name must be at most ${ONBOARDING_NAME_MAX} characters.`,
  budgetTooLong: 'Budget must be at most 50 characters.',
  tooManyChoices: (count: number) => `Choose at most ${count}.`,
} as const;

/** POST /student-onboarding/save. */
export const ZOnboardingSaveBody = z.strictObject({
  name: z
    .string({ error: ONBOARDING_MESSAGES.nameRequired })
    .trim()
    .min(1, ONBOARDING_MESSAGES.nameRequired)
    .max(ONBOARDING_NAME_MAX, ONBOARDING_MESSAGES.nameTooLong)
    .refine((text) => !hasUnsafeNameCharacters(text), TEXT_SAFETY_MESSAGES.nameUnsafe('Name')),
});
export type TOnboardingSaveBody = z.infer<typeof ZOnboardingSaveBody>;

/** One or more values of a list; the same message whether the list is missing, empty or holds a stranger. */
const pickSome = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .min(1, message)
    .max(values.length, ONBOARDING_MESSAGES.tooManyChoices(values.length));

/** A select's value may arrive as a number or as its string form; both mean the same intake. */
export const ZIntakeIdField = z.union(
  [
    z
      .number({ error: M.selectLaunchDate })
      .int(M.selectLaunchDate)
      .positive(M.selectLaunchDate)
      .max(MAX_DB_ID, M.selectLaunchDate),
    z
      .string({ error: M.selectLaunchDate })
      .max(9, M.selectLaunchDate)
      .regex(/^[1-9]\d{0,8}$/, M.selectLaunchDate),
  ],
  { error: M.selectLaunchDate },
);

/** §5 passing year (the profile's rule): empty → 'Enter passing year.'; not 1900..this year → invalid. */
export const ZPassingYearField = z
  .union([z.string().max(10, M.passingYearInvalid), z.number()], { error: M.passingYearRequired })
  .superRefine((value, ctx) => {
    const issue = validatePassingYear(value, yearOfIsoDate(toIsoDate(new Date())));
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

/**
 * The onboarding score message, or null when acceptable. Unlike the profile's rows, the form tells
 * a missing score (§5 'Enter score for selected language test.') from an empty or bad one.
 */
export function languageScoreIssue(test: string, score: unknown): string | null {
  if (!toScoredLanguageTest(String(test))) return null; // None: no score is asked for.
  if (score === undefined || score === null) return M.enterLanguageScore;
  if (typeof score !== 'string' && typeof score !== 'number') return M.enterValidScore;
  return validateLanguageScore(test, score);
}

/** The registration form (§5 onboarding messages); the web form validates with these same fields. */
export const ZOnboardingDetails = z
  .strictObject({
    country: pickSome(COUNTRIES, M.selectCountry),
    studyLevel: z.enum(STUDY_LEVELS, { error: M.selectStudyLevel }),
    fieldOfStudy: pickSome(FIELDS_OF_STUDY, M.selectFieldOfStudy),
    intakeId: ZIntakeIdField,
    languageTest: z.enum(LANGUAGE_TESTS, { error: M.selectLanguageTest }),
    languageScore: z
      .union([z.string().max(20, M.enterValidScore), z.number()], { error: M.enterValidScore })
      .nullish(),
    currentEducation: z.enum(EDUCATION_LEVELS, { error: M.selectCurrentEducation }),
    passingYear: ZPassingYearField,
    passportStatus: z.enum(PASSPORT_STATUSES, { error: M.selectPassportStatus }),
    fundingPath: z.enum(FUNDING_PATHS, { error: M.selectFundingPath }),
    budget: z
      .string()
      .trim()
      .max(50, ONBOARDING_MESSAGES.budgetTooLong)
      .refine((text) => !hasUnsafeFreeTextCharacters(text), TEXT_SAFETY_MESSAGES.freeTextUnsafe('Budget'))
      .nullish(),
  })
  .superRefine(
    (details, ctx) => {
      const score: unknown = details.languageScore;
      // A score of the wrong type already has its own issue from the field.
      if (score !== undefined && score !== null && !['string', 'number'].includes(typeof score)) return;
      const issue = languageScoreIssue(details.languageTest, details.languageScore);
      if (issue) ctx.addIssue({ code: 'custom', path: ['languageScore'], message: issue });
    },
    // Also when other fields fail, so a form shows every message at once; the value is then partial.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type TOnboardingDetails = z.infer<typeof ZOnboardingDetails>;

/** PUT /student-onboarding/update. */
export const ZOnboardingUpdateBody = z.strictObject({ details: ZOnboardingDetails });
export type TOnboardingUpdateBody = z.infer<typeof ZOnboardingUpdateBody>;

/** What is stored so far: every answer may still be missing before the form is sent. */
export const ZOnboardingStoredDetails = z.object({
  country: z.array(ZCountry),
  studyLevel: ZStudyLevel.nullable(),
  fieldOfStudy: z.array(ZFieldOfStudy),
  intakeId: z.number().int().nullable(),
  languageTest: ZLanguageTest.nullable(),
  languageScore: z.string().nullable(),
  currentEducation: ZEducationLevel.nullable(),
  passingYear: z.number().int().nullable(),
  passportStatus: z.enum(PASSPORT_STATUSES).nullable(),
  fundingPath: z.enum(FUNDING_PATHS).nullable(),
  budget: z.string().nullable(),
});
export type TOnboardingStoredDetails = z.infer<typeof ZOnboardingStoredDetails>;

/** §3 Student onboarding: the answer of save, update and details/{id}. */
export const ZOnboardingRecord = z.object({
  studentId: z.number().int(),
  mobileNumber: z.string(),
  name: z.string(),
  referenceId: z.string(),
  isEvent: z.boolean(),
  details: ZOnboardingStoredDetails,
  profile: z.object({
    desiredFieldOfStudy: z.array(ZFieldOfStudy),
    countryInterested: z.array(ZCountry),
    currentStudyLevel: ZEducationLevel.nullable(),
  }),
});
export type TOnboardingRecord = z.infer<typeof ZOnboardingRecord>;

/** GET /student-onboarding/details/{id} */
export const ZOnboardingDetailsParams = z.object({ id: ZPositiveIdParam });
