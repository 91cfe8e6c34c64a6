import type { TDocumentType, TStudentDocument, TStudentProfile } from '@portal/contract';
import { academicValuesOf, type TSchoolValues } from './academic-form.ts';
import { ADDITIONAL_DOCUMENT_TYPES } from './profile-texts.ts';

const isFilled = (value: string | null) => (value ?? '').trim() !== '';
const isSchoolDone = (block: TSchoolValues) =>
  isFilled(block.board) && isFilled(block.passingYear) && isFilled(block.score);

/** Uploaded and not rejected (a rejected one asks for a new version). */
const hasDocument = (documents: readonly TStudentDocument[], type: TDocumentType) =>
  documents.some((document) => document.type === type && document.status !== 'REJECTED');

/**
 * §4 stepper completion, per step, from what is saved: every field of the section filled (address line
 * 2 is optional; the additional academic records too, not everyone has them), and the section's required
 * documents: the passport for Personal, all four for Additional (its only content).
 */
export function stepCompletion(
  profile: TStudentProfile,
  documents: readonly TStudentDocument[],
): [boolean, boolean, boolean, boolean] {
  const { fullName, dateOfBirth, maritalStatus, nationality, passportNumber } = profile;
  const { phoneNumber, email, addressLineOne, city, zipCode, state, country } = profile;
  const academic = academicValuesOf(profile.additionalDocuments);
  return [
    [fullName, dateOfBirth, maritalStatus, nationality, passportNumber].every(isFilled) &&
      hasDocument(documents, 'PASSPORT'),
    [phoneNumber, email, addressLineOne, city, zipCode, state, country].every(isFilled),
    isSchoolDone(academic.tenth) && isSchoolDone(academic.twelfth),
    ADDITIONAL_DOCUMENT_TYPES.every((type) => hasDocument(documents, type)),
  ];
}
