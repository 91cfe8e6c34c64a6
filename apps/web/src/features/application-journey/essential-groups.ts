import {
  PROFILE_REQUIRED_DOCUMENTS,
  type TAcademicEntry,
  type TDocumentType,
  toLanguageExam,
} from '@portal/contract';

export type TEssentialGroup = { title: string; types: readonly TDocumentType[] };

const RECORD_DOCUMENTS: Partial<Record<TAcademicEntry['type'], readonly TDocumentType[]>> = {
  UNDERGRADUATE: ['UNDERGRADUATE_MARKSHEET', 'UNDERGRADUATE_CERTIFICATE'],
  POSTGRADUATE: ['POSTGRADUATE_MARKSHEET', 'POSTGRADUATE_CERTIFICATE'],
  DIPLOMA: ['DIPLOMA_MARKSHEET', 'DIPLOMA_CERTIFICATE'],
};

const recordDocumentsOf = (entry: TAcademicEntry): readonly TDocumentType[] => {
  if (entry.type !== 'LANGUAGE_PROFICIENCY') return RECORD_DOCUMENTS[entry.type] ?? [];
  const exam = toLanguageExam(entry.universityName);
  return exam ? [exam] : [];
};

/**
 * §2 Essential Docs: the profile's document sections, under the profile's own section titles (Contact
 * Information holds no document, so it has no group). The academic group adds the documents of the
 * student's degree and language records, as the profile's academic section does.
 */
export function essentialGroupsOf(records: readonly TAcademicEntry[]): TEssentialGroup[] {
  const academic = new Set<TDocumentType>(PROFILE_REQUIRED_DOCUMENTS.academic);
  for (const record of records) for (const type of recordDocumentsOf(record)) academic.add(type);
  return [
    { title: 'Personal Informations', types: PROFILE_REQUIRED_DOCUMENTS.personal },
    { title: 'Academic Documents', types: [...academic] },
    {
      title: 'Additional Documents',
      types: [...PROFILE_REQUIRED_DOCUMENTS.additional, 'EXPERIENCE_CERTIFICATE'],
    },
  ];
}
