import { type TOnboardingDetails, ZOnboardingDetails, ZOnboardingSaveBody } from '@portal/contract';
import { z } from 'zod';

/** The whole form: the name (POST /student-onboarding/save) and the details (PUT …/update), with §5's messages. */
export const ZRegistrationForm = z.object({
  name: ZOnboardingSaveBody.shape.name,
  details: ZOnboardingDetails,
});
export type TRegistrationOutput = { name: string; details: TOnboardingDetails };

/** What the controls hold: a select without a choice is null, text fields are strings. */
export type TRegistrationFormValues = {
  name: string;
  details: {
    country: string[];
    studyLevel: string | null;
    fieldOfStudy: string[];
    intakeId: string | null;
    languageTest: string | null;
    /** null until typed: 'Enter score for selected language test.'; typed then emptied: 'Enter a valid score'. */
    languageScore: string | null;
    currentEducation: string | null;
    passingYear: string;
    passportStatus: string | null;
    fundingPath: string | null;
  };
};

export type TRegistrationFieldPath = 'name' | `details.${keyof TRegistrationFormValues['details']}`;

export const emptyRegistrationForm = (name = ''): TRegistrationFormValues => ({
  name,
  details: {
    country: [],
    studyLevel: null,
    fieldOfStudy: [],
    intakeId: null,
    languageTest: null,
    languageScore: null,
    currentEducation: null,
    passingYear: '',
    passportStatus: null,
    fundingPath: null,
  },
});

/** The update body: the intake as its number, and no score when no test is taken. */
export function toDetailsPayload(details: TOnboardingDetails): TOnboardingDetails {
  return {
    ...details,
    intakeId: Number(details.intakeId),
    languageScore: details.languageTest === 'None' ? null : details.languageScore,
  };
}

export const PASSPORT_STATUS_LABELS = {
  ISSUED: 'Issued',
  APPLIED: 'Applied',
  NOT_APPLIED: 'Not applied yet',
} as const;
