import {
  PROFILE_PHOTO_URL,
  type TAcademicEntry,
  type TStudentProfile,
  toAcademicEntryType,
  ZMaritalStatus,
} from '@portal/contract';
import type { TProfileRecord } from './profile-record-read-model.ts';
import { computeProgressPercent, profileGapsOf } from './progress.ts';

const textOf = (value: string | null | undefined) => value ?? '';

/** Stored rows were cleaned on save; anything unrecognised (older data) is skipped, never sent. */
function toAcademicEntries(rows: unknown): TAcademicEntry[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record<string, unknown> | null) => {
    if (!row || typeof row !== 'object') return [];
    const type = toAcademicEntryType(typeof row.type === 'string' ? row.type : null);
    if (!type) return [];
    const field = (key: string) => (row[key] === null || row[key] === undefined ? '' : String(row[key]));
    return [
      {
        type,
        universityName: field('universityName'),
        passingYear: field('passingYear'),
        score: field('score'),
      },
    ];
  });
}

/**
 * The §3 profile the client sees: every missing value is ''. The full name falls back to the
 * account name (set at onboarding) and the phone to the sign-in mobile number.
 */
export function toStudentProfile(record: TProfileRecord): TStudentProfile {
  const profile = record.profile;
  const maritalStatus = ZMaritalStatus.safeParse(profile?.maritalStatus);
  const base = {
    studentId: record.studentId,
    fullName: textOf(profile?.fullName) || record.name,
    dateOfBirth: textOf(profile?.dateOfBirth),
    maritalStatus: maritalStatus.success ? maritalStatus.data : ('' as const),
    nationality: textOf(profile?.nationality),
    passportNumber: textOf(profile?.passportNumber),
    phoneNumber: textOf(profile?.phoneNumber) || record.mobileNumber,
    email: textOf(profile?.email),
    addressLineOne: textOf(profile?.addressLineOne),
    addressLineTwo: textOf(profile?.addressLineTwo),
    city: textOf(profile?.city),
    zipCode: textOf(profile?.zipCode),
    state: textOf(profile?.state),
    country: textOf(profile?.country),
    additionalDocuments: toAcademicEntries(profile?.additionalDocuments),
    referenceId: record.referenceId,
  };
  const hasPhoto = Boolean(profile?.photoKey);
  return {
    ...base,
    progressPercent: computeProgressPercent({ ...base, hasPhoto, documents: record.documents }),
    profilePhotoUrl: hasPhoto ? PROFILE_PHOTO_URL : '',
  };
}

/** The profile's gaps (progress.ts profileGapsOf), from the same record and rules as progressPercent. */
export function profileGapsOfRecord(record: TProfileRecord) {
  const { profilePhotoUrl, progressPercent, ...fields } = toStudentProfile(record);
  return profileGapsOf({ ...fields, hasPhoto: profilePhotoUrl !== '', documents: record.documents });
}
