import {
  hasCountedDocument,
  PROFILE_REQUIRED_DOCUMENTS,
  type TStudentDocument,
  type TStudentProfile,
} from '@portal/contract';
import { academicValuesOf, type TSchoolValues } from '../../components/profile-view/academic-values.ts';
import type { TSectionId } from './profile-texts.ts';

const isFilled = (value: string | null) => (value ?? '').trim() !== '';
const isSchoolDone = (block: TSchoolValues) =>
  isFilled(block.board) && isFilled(block.passingYear) && isFilled(block.score);

/** The step's required documents (the contract's list, the one the server's percent weighs) all count. */
const hasStepDocuments = (documents: readonly TStudentDocument[], step: TSectionId) =>
  PROFILE_REQUIRED_DOCUMENTS[step].every((type) => hasCountedDocument(documents, type));

/**
 * §4 stepper completion, per step, from what is saved: every field of the section filled (address line
 * 2 is optional; the additional academic records too, not everyone has them), and the section's required
 * documents uploaded and not REJECTED (PROFILE_REQUIRED_DOCUMENTS): the passport for Personal, the SSC
 * and HSC marksheets for Academic, the resume and both recommendation letters for Additional (the
 * experience certificate is optional). The same rule as the server's progressPercent, so four done steps
 * and 100 % go together.
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
      hasStepDocuments(documents, 'personal'),
    [phoneNumber, email, addressLineOne, city, zipCode, state, country].every(isFilled) &&
      hasStepDocuments(documents, 'contact'),
    isSchoolDone(academic.tenth) && isSchoolDone(academic.twelfth) && hasStepDocuments(documents, 'academic'),
    hasStepDocuments(documents, 'additional'),
  ];
}
