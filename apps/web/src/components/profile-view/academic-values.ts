import type { TAcademicEntry, TAcademicEntryType } from '@portal/contract';

/** The additional rows' types (§4): the 10th and 12th have their own blocks. */
export const RECORD_TYPES = ['UNDERGRADUATE', 'POSTGRADUATE', 'DIPLOMA', 'LANGUAGE_PROFICIENCY'] as const;
export type TRecordType = (typeof RECORD_TYPES)[number];
export const RECORD_TYPE_LABELS: Record<TRecordType, string> = {
  UNDERGRADUATE: 'Undergraduate',
  POSTGRADUATE: 'Postgraduate',
  DIPLOMA: 'Diploma',
  LANGUAGE_PROFICIENCY: 'Language Proficiency',
};

/** What the controls hold: a select without a choice is null, text fields are strings. */
export type TSchoolValues = { board: string | null; passingYear: string; score: string };
/** universityName is the exam (IELTS…) on a language row. */
export type TRecordValues = {
  type: TRecordType | null;
  universityName: string;
  passingYear: string;
  score: string;
};
export type TAcademicValues = { tenth: TSchoolValues; twelfth: TSchoolValues; rows: TRecordValues[] };

const isRecordType = (type: TAcademicEntryType): type is TRecordType =>
  (RECORD_TYPES as readonly string[]).includes(type);

const schoolValuesOf = (entry: TAcademicEntry | undefined): TSchoolValues => ({
  board: entry?.universityName || null,
  passingYear: entry?.passingYear ?? '',
  score: entry?.score ?? '',
});

/**
 * The saved rows as the profile shows them (view mode, and the edit form's starting values): the first
 * SSC and HSC rows fill the blocks, the rest are records.
 */
export function academicValuesOf(entries: readonly TAcademicEntry[]): TAcademicValues {
  const rows: TRecordValues[] = [];
  for (const entry of entries) {
    if (!isRecordType(entry.type)) continue;
    const { type, universityName, passingYear, score } = entry;
    rows.push({ type, universityName, passingYear, score });
  }
  return {
    tenth: schoolValuesOf(entries.find((entry) => entry.type === 'SSC')),
    twelfth: schoolValuesOf(entries.find((entry) => entry.type === 'HSC')),
    rows,
  };
}
