import { formatDisplayDate, formatPhoneDisplay, type TStudentProfile } from '@portal/contract';
import { MARITAL_STATUS_LABELS } from './profile-view-texts.ts';
import type { TViewField } from './view-fields.tsx';

/** §2 Personal Informations in view mode (DOB as DD-MM-YYYY, §5). */
export const personalViewFieldsOf = (profile: TStudentProfile): TViewField[] => [
  { label: 'Full Name', value: profile.fullName },
  { label: 'Date of Birth', value: formatDisplayDate(profile.dateOfBirth) },
  {
    label: 'Marital Status',
    value: profile.maritalStatus ? MARITAL_STATUS_LABELS[profile.maritalStatus] : '',
  },
  { label: 'Nationality', value: profile.nationality },
  { label: 'Passport Number', value: profile.passportNumber },
];

/** §2 Contact Information: its fields in order, with their labels (the edit form uses the same). */
export const CONTACT_FIELDS = [
  { name: 'phoneNumber', label: 'WhatsApp Number' },
  { name: 'email', label: 'Email' },
  { name: 'addressLineOne', label: 'Address Line 1' },
  { name: 'addressLineTwo', label: 'Address Line 2' },
  { name: 'city', label: 'City' },
  { name: 'zipCode', label: 'Zip Code' },
  { name: 'state', label: 'State' },
  { name: 'country', label: 'Country' },
] as const satisfies readonly { name: keyof TStudentProfile; label: string }[];
export type TContactField = (typeof CONTACT_FIELDS)[number]['name'];

// §5 phone display (+91 and groups of five), as the header shows the same number; empty stays empty
// here, so view mode says 'Not Available' as for every other field.
const shownValueOf = (name: TContactField, value: string) =>
  name === 'phoneNumber' && value.trim() ? formatPhoneDisplay(value) : value;

/** §2 Contact Information in view mode. */
export const contactViewFieldsOf = (profile: TStudentProfile): TViewField[] =>
  CONTACT_FIELDS.map(({ name, label }) => ({ label, value: shownValueOf(name, profile[name]) }));
