import type { TStudentProfile } from '@portal/contract';

/**
 * Profile completion (§3 progressPercent, 0-100), computed by the server from what is filled in.
 * Integer weights that add up to 100, so the sum is the percent with no rounding:
 *
 * - personal, 30: fullName, dateOfBirth, maritalStatus, nationality, passportNumber (6 each);
 * - contact, 30: email 6; phoneNumber, addressLineOne, city, zipCode, state, country (4 each).
 *   addressLineTwo is optional and does not count;
 * - academic, 30: a complete 10th block (SSC row with board, year and score) 15, a complete 12th
 *   block (HSC) 15. Degree and language rows are optional;
 * - profile photo, 10.
 *
 * Uploaded documents (passport, marksheets, CV...) are not counted yet; when the documents module
 * lands they take a share of these weights. The same table is written up in docs/profile-progress.md.
 */
export const PROGRESS_WEIGHTS = {
  fullName: 6,
  dateOfBirth: 6,
  maritalStatus: 6,
  nationality: 6,
  passportNumber: 6,
  email: 6,
  phoneNumber: 4,
  addressLineOne: 4,
  city: 4,
  zipCode: 4,
  state: 4,
  country: 4,
  tenthBlock: 15,
  twelfthBlock: 15,
  photo: 10,
} as const;

type TProgressInput = Omit<TStudentProfile, 'progressPercent' | 'profilePhotoUrl'> & { hasPhoto: boolean };
type TWeightedField = keyof typeof PROGRESS_WEIGHTS;

const isFilled = (value: string) => value.trim() !== '';

function hasCompleteBlock(profile: TProgressInput, type: 'SSC' | 'HSC'): boolean {
  return profile.additionalDocuments.some(
    (entry) =>
      entry.type === type &&
      isFilled(entry.universityName) &&
      isFilled(entry.passingYear) &&
      isFilled(entry.score),
  );
}

export function computeProgressPercent(profile: TProgressInput): number {
  const isDone: Record<TWeightedField, boolean> = {
    fullName: isFilled(profile.fullName),
    dateOfBirth: isFilled(profile.dateOfBirth),
    maritalStatus: isFilled(profile.maritalStatus),
    nationality: isFilled(profile.nationality),
    passportNumber: isFilled(profile.passportNumber),
    email: isFilled(profile.email),
    phoneNumber: isFilled(profile.phoneNumber),
    addressLineOne: isFilled(profile.addressLineOne),
    city: isFilled(profile.city),
    zipCode: isFilled(profile.zipCode),
    state: isFilled(profile.state),
    country: isFilled(profile.country),
    tenthBlock: hasCompleteBlock(profile, 'SSC'),
    twelfthBlock: hasCompleteBlock(profile, 'HSC'),
    photo: profile.hasPhoto,
  };
  const fields = Object.keys(PROGRESS_WEIGHTS) as TWeightedField[];
  const percent = fields.reduce((sum, field) => sum + (isDone[field] ? PROGRESS_WEIGHTS[field] : 0), 0);
  return Math.min(100, Math.max(0, percent));
}
