import {
  type TAcademicEntry,
  type TAcademicEntryPayload,
  type TAcademicEntryType,
  type TDocumentType,
  toAcademicEntryType,
  toLanguageExam,
} from '@portal/contract';

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

/** The saved rows as the form shows them: the first SSC and HSC rows fill the blocks, the rest are records. */
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

export const emptyRecord = (): TRecordValues => ({
  type: null,
  universityName: '',
  passingYear: '',
  score: '',
});

/** Where a sent row came from, so an issue on 'additionalDocuments.3.score' finds its control. */
type TOrigin = { block: 'tenth' | 'twelfth' } | { row: number };

const isBlank = (block: TSchoolValues) =>
  !block.board && block.passingYear.trim() === '' && block.score.trim() === '';

/**
 * The additionalDocuments list to send (it replaces the whole list): a filled 10th/12th block as its
 * SSC/HSC row, then the records. §5: records without a recognised type are dropped, and a language
 * row has no passing year (left out of the row).
 */
export function academicPayloadOf(values: TAcademicValues): {
  entries: TAcademicEntryPayload[];
  fieldOf: (index: number, field: string) => string | undefined;
} {
  const entries: TAcademicEntryPayload[] = [];
  const origins: TOrigin[] = [];
  for (const [block, type] of [
    ['tenth', 'SSC'],
    ['twelfth', 'HSC'],
  ] as const) {
    const school = values[block];
    if (isBlank(school)) continue;
    entries.push({
      type,
      universityName: school.board ?? '',
      passingYear: school.passingYear.trim(),
      score: school.score.trim(),
    });
    origins.push({ block });
  }
  values.rows.forEach((row, index) => {
    const type = toAcademicEntryType(row.type);
    if (!type) return;
    const universityName = row.universityName.trim();
    const score = row.score.trim();
    entries.push(
      type === 'LANGUAGE_PROFICIENCY'
        ? { type, universityName, score }
        : { type, universityName, passingYear: row.passingYear.trim(), score },
    );
    origins.push({ row: index });
  });
  const fieldOf = (index: number, field: string) => {
    const origin = origins[index];
    if (!origin) return undefined;
    if ('block' in origin) return `${origin.block}.${field === 'universityName' ? 'board' : field}`;
    return `rows.${origin.row}.${field}`;
  };
  return { entries, fieldOf };
}

/** The documents a record holds (UI contract): a degree's marksheet and certificate, a test's own type. */
export function recordDocumentTypes(type: TRecordType | null, exam: string): TDocumentType[] {
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
