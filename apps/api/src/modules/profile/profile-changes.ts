import { checkAcademicRows, type TStudentProfileUpdate } from '@portal/contract';
import type { TProfileChanges } from './profile-repository.ts';

const TEXT_FIELDS = [
  'fullName',
  'dateOfBirth',
  'maritalStatus',
  'nationality',
  'passportNumber',
  'phoneNumber',
  'email',
  'addressLineOne',
  'addressLineTwo',
  'city',
  'zipCode',
  'state',
  'country',
] as const;

/**
 * The columns a validated update writes: only the fields sent; text trimmed, '' or null stored as
 * null (shown as '' again). additionalDocuments replaces the whole list with the cleaned rows
 * (unrecognised types dropped, language passing years emptied). The read-only profile fields a
 * client may echo back (studentId, referenceId, progressPercent, profilePhotoUrl) are ignored.
 */
export function toProfileChanges(
  update: TStudentProfileUpdate,
  currentYear: number,
): { changes: TProfileChanges; accountName: string | undefined } {
  const changes: TProfileChanges = {};
  for (const field of TEXT_FIELDS) {
    const value = update[field];
    if (value === undefined) continue;
    const text = (value ?? '').trim();
    changes[field] = text === '' ? null : text;
  }
  if (update.additionalDocuments !== undefined) {
    changes.additionalDocuments = checkAcademicRows(update.additionalDocuments ?? [], currentYear).entries;
  }
  // Rules refuse a blank full name, so a sent one is always a real name for the account too.
  return { changes, accountName: changes.fullName ?? undefined };
}
