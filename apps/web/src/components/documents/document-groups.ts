import {
  PROFILE_REQUIRED_DOCUMENTS,
  type TAcademicEntry,
  type TAcademicEntryType,
  type TDocumentType,
  toLanguageExam,
} from '@portal/contract';
import { PROFILE_SECTION_TITLES } from '../profile-view/profile-view-texts.ts';

/** A titled group of document slots, as the student's profile sections hold them. */
export type TDocumentGroup = { title: string; types: readonly TDocumentType[] };

/**
 * The documents an academic record holds (UI contract): a degree's marksheet and certificate, a language
 * test its own type (`exam` is the test's name, kept in the row's universityName); none for the rest.
 */
export function recordDocumentTypes(type: TAcademicEntryType | null, exam: string): TDocumentType[] {
  switch (type) {
    case 'UNDERGRADUATE':
      return ['UNDERGRADUATE_MARKSHEET', 'UNDERGRADUATE_CERTIFICATE'];
    case 'POSTGRADUATE':
      return ['POSTGRADUATE_MARKSHEET', 'POSTGRADUATE_CERTIFICATE'];
    case 'DIPLOMA':
      return ['DIPLOMA_MARKSHEET', 'DIPLOMA_CERTIFICATE'];
    case 'LANGUAGE_PROFICIENCY': {
      const test = toLanguageExam(exam);
      return test ? [test] : [];
    }
    default:
      return [];
  }
}

/**
 * The profile's document sections under the profile's own section titles (Contact Information holds no
 * document, so it has no group): the journey's Essential Docs and the staff console's Documents list the
 * same slots as /profile. The academic group adds the documents of the student's degree and language
 * records, as the profile's academic section does.
 */
export function profileDocumentGroupsOf(records: readonly TAcademicEntry[]): TDocumentGroup[] {
  const academic = new Set<TDocumentType>(PROFILE_REQUIRED_DOCUMENTS.academic);
  for (const record of records) {
    for (const type of recordDocumentTypes(record.type, record.universityName)) academic.add(type);
  }
  return [
    { title: PROFILE_SECTION_TITLES.personal, types: PROFILE_REQUIRED_DOCUMENTS.personal },
    { title: PROFILE_SECTION_TITLES.academic, types: [...academic] },
    {
      title: PROFILE_SECTION_TITLES.additional,
      types: [...PROFILE_REQUIRED_DOCUMENTS.additional, 'EXPERIENCE_CERTIFICATE'],
    },
  ];
}
