// The academic section's edit side. Its read side (the values, record types and labels) is in
// components/profile-view/academic-values.ts, shared with the staff console's read-only profile.
import { type TAcademicEntryPayload, toAcademicEntryType } from '@portal/contract';
import type {
  TAcademicValues,
  TRecordValues,
  TSchoolValues,
} from '../../components/profile-view/academic-values.ts';

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
