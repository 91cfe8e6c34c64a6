import {
  type TOnboardingDetails,
  type TOnboardingRecord,
  ZOnboardingDetails,
  ZOnboardingSaveBody,
} from '@portal/contract';
import type { UseFormReturn } from 'react-hook-form';
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

/** The form's react-hook-form handle, shared by the form and its study-plan fields. */
export type TRegistrationForm = UseFormReturn<TRegistrationFormValues, unknown, TRegistrationOutput>;

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

/**
 * The form as the student left it (GET /student-onboarding/details/{id}): every saved answer, the name
 * (else `fallbackName`), and the launch date only while it is still offered (`offeredIntakeIds`; null when
 * the list could not be read), so a past intake asks for a new choice instead of hiding in the select.
 */
export function savedRegistrationForm(
  record: TOnboardingRecord,
  offeredIntakeIds: readonly number[] | null,
  fallbackName = '',
): TRegistrationFormValues {
  const { details } = record;
  const isIntakeOffered =
    details.intakeId !== null && (offeredIntakeIds === null || offeredIntakeIds.includes(details.intakeId));
  return {
    name: record.name || fallbackName,
    details: {
      country: [...details.country],
      studyLevel: details.studyLevel,
      fieldOfStudy: [...details.fieldOfStudy],
      intakeId: isIntakeOffered ? String(details.intakeId) : null,
      languageTest: details.languageTest,
      languageScore: details.languageScore,
      currentEducation: details.currentEducation,
      passingYear: details.passingYear === null ? '' : String(details.passingYear),
      passportStatus: details.passportStatus,
      fundingPath: details.fundingPath,
    },
  };
}

/** Whether the registration form was ever sent (the first send welcomes the student). */
export const hasSavedDetails = (record: TOnboardingRecord | undefined) => Boolean(record?.details.studyLevel);

/** The update body: the intake as its number, and no score when no test is taken. */
export function toDetailsPayload(details: TOnboardingDetails): TOnboardingDetails {
  return {
    ...details,
    intakeId: Number(details.intakeId),
    languageScore: details.languageTest === 'None' ? null : details.languageScore,
  };
}
