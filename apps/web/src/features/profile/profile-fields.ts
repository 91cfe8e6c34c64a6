import { formatDisplayDate, parseDisplayDate, type TStudentProfile } from '@portal/contract';
import { academicValuesOf, type TAcademicValues } from '../../components/profile-view/academic-values.ts';
import { academicPayloadOf } from './academic-form.ts';

export type TPersonalValues = {
  fullName: string;
  /** DD-MM-YYYY as displayed (§5); sent YYYY-MM-DD. */
  dateOfBirth: string;
  maritalStatus: string | null;
  nationality: string;
  passportNumber: string;
};
export type TContactValues = Pick<
  TStudentProfile,
  'phoneNumber' | 'email' | 'addressLineOne' | 'addressLineTwo' | 'city' | 'zipCode' | 'state' | 'country'
>;

/**
 * What Save would send (checked by the contract's update schema before it goes) and how an issue's path
 * ('email', 'additionalDocuments.1.score') finds its control.
 */
export type TSavePlan = {
  changes: Record<string, unknown>;
  fieldOf: (path: string) => string | undefined;
};

export const personalValuesOf = (profile: TStudentProfile): TPersonalValues => ({
  fullName: profile.fullName,
  dateOfBirth: formatDisplayDate(profile.dateOfBirth),
  maritalStatus: profile.maritalStatus || null,
  nationality: profile.nationality,
  passportNumber: profile.passportNumber,
});

export const contactValuesOf = (profile: TStudentProfile): TContactValues => ({
  phoneNumber: profile.phoneNumber,
  email: profile.email,
  addressLineOne: profile.addressLineOne,
  addressLineTwo: profile.addressLineTwo,
  city: profile.city,
  zipCode: profile.zipCode,
  state: profile.state,
  country: profile.country,
});

type TFlatValues = Record<string, string | null>;
const textOf = (value: string | null) => (value ?? '').trim();

/** The fields whose (trimmed) value differs from the saved one: PUT sends only those (apps/api docs). */
function changedOf<T extends TFlatValues>(values: T, saved: T): Partial<Record<keyof T, string>> {
  const changes: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    const value = textOf(values[key] ?? null);
    if (value !== textOf(saved[key] ?? null)) changes[key] = value;
  }
  return changes;
}

const sameField = (path: string) => path;

export function personalPlan(values: TPersonalValues, profile: TStudentProfile): TSavePlan {
  const changes = changedOf(values, personalValuesOf(profile));
  if (changes.dateOfBirth) {
    // A text that is not a real DD-MM-YYYY date is sent as typed, so the contract names the problem.
    changes.dateOfBirth = parseDisplayDate(changes.dateOfBirth) ?? changes.dateOfBirth;
  }
  return { changes, fieldOf: sameField };
}

export const contactPlan = (values: TContactValues, profile: TStudentProfile): TSavePlan => ({
  changes: changedOf(values, contactValuesOf(profile)),
  fieldOf: sameField,
});

/** The whole list is sent when any row changed (it replaces the saved list). */
export function academicPlan(values: TAcademicValues, profile: TStudentProfile): TSavePlan {
  const { entries, fieldOf } = academicPayloadOf(values);
  const saved = academicPayloadOf(academicValuesOf(profile.additionalDocuments)).entries;
  const isChanged = JSON.stringify(entries) !== JSON.stringify(saved);
  return {
    changes: isChanged ? { additionalDocuments: entries } : {},
    fieldOf: (path) => {
      const [root, index, field] = path.split('.');
      if (root !== 'additionalDocuments' || index === undefined || field === undefined) return undefined;
      return fieldOf(Number(index), field);
    },
  };
}
