import { ACADEMIC_ENTRY_TYPES, LANGUAGE_EXAMS } from '../constants.ts';
import type { TAcademicEntryType } from '../enums.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { validateLanguageScore } from './language-score.ts';
import { validatePassingYear } from './passing-year.ts';
import type { TRuleIssue } from './rule-issue.ts';
import { PROFILE_MESSAGES } from './rule-messages.ts';
import { toBoard, validateSchoolBlock, validateSchoolYearGap } from './school-block.ts';

/** A row as a client may send it: loosely typed, since unrecognised rows are dropped rather than refused. */
export type TAcademicEntryInput = {
  type?: string | null;
  universityName?: string | null;
  passingYear?: string | number | null;
  score?: string | number | null;
};
export type TCheckedAcademicEntry = {
  type: TAcademicEntryType;
  universityName: string;
  passingYear: string;
  score: string;
};
export type TLanguageExam = (typeof LANGUAGE_EXAMS)[number];

const LABELS: Record<TAcademicEntryType, string> = {
  SSC: '10th standard',
  HSC: '12th standard',
  UNDERGRADUATE: 'Undergraduate',
  POSTGRADUATE: 'Postgraduate',
  DIPLOMA: 'Diploma',
  LANGUAGE_PROFICIENCY: 'Language Proficiency',
};

const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

export const toAcademicEntryType = (value: string | null | undefined): TAcademicEntryType | null =>
  ACADEMIC_ENTRY_TYPES.find((type) => type === textOf(value).toUpperCase()) ?? null;

export const toLanguageExam = (value: string | null | undefined): TLanguageExam | null =>
  LANGUAGE_EXAMS.find((exam) => exam === textOf(value).toUpperCase()) ?? null;

/**
 * §4/§5 rules of the academic rows, in one pass. Rows without a recognised type are dropped (not
 * refused). 10th/12th (SSC/HSC, board in universityName) follow the school-block rules and the
 * two-year gap; Undergraduate, Postgraduate and Diploma appear at most once and need a valid
 * passing year; Language Proficiency may repeat, but each exam (universityName) once, its score
 * within the exam's range and its passing year omitted (''). Issue paths are [row index, field],
 * indexes of the rows as sent. Returns the cleaned rows (canonical type, board and exam spelling).
 */
export function checkAcademicRows(
  rows: readonly TAcademicEntryInput[],
  currentYear: number,
): { entries: TCheckedAcademicEntry[]; issues: TRuleIssue[] } {
  const entries: TCheckedAcademicEntry[] = [];
  const issues: TRuleIssue[] = [];
  const seenTypes = new Set<TAcademicEntryType>();
  const seenExams = new Set<TLanguageExam>();
  const schoolYears: Partial<Record<'SSC' | 'HSC', { index: number; year: string }>> = {};

  rows.forEach((row, index) => {
    const type = toAcademicEntryType(row.type);
    if (!type) return;
    const add = (field: string, message: string) => issues.push({ path: [index, field], message });
    const entry: TCheckedAcademicEntry = {
      type,
      universityName: textOf(row.universityName),
      passingYear: textOf(row.passingYear),
      score: textOf(row.score),
    };
    if (type !== 'LANGUAGE_PROFICIENCY') {
      if (seenTypes.has(type)) add('type', PROFILE_MESSAGES.onlyOnce(LABELS[type]));
      seenTypes.add(type);
    }
    if (type === 'SSC' || type === 'HSC') {
      const block = { board: entry.universityName, passingYear: entry.passingYear, score: entry.score };
      for (const issue of validateSchoolBlock(block, currentYear)) {
        add(issue.field === 'board' ? 'universityName' : issue.field, issue.message);
      }
      entry.universityName = toBoard(entry.universityName) ?? entry.universityName;
      schoolYears[type] ??= { index, year: entry.passingYear };
    } else if (type === 'LANGUAGE_PROFICIENCY') {
      const exam = toLanguageExam(entry.universityName);
      if (!exam) add('universityName', VALIDATION_MESSAGES.selectLanguageTest);
      else {
        if (seenExams.has(exam)) add('universityName', PROFILE_MESSAGES.onlyOnce(exam));
        seenExams.add(exam);
        entry.universityName = exam;
        const scoreMessage = validateLanguageScore(exam, entry.score);
        if (scoreMessage) add('score', scoreMessage);
      }
      entry.passingYear = '';
    } else {
      const yearMessage = validatePassingYear(entry.passingYear, currentYear);
      if (yearMessage) add('passingYear', yearMessage);
    }
    entries.push(entry);
  });

  const { SSC: tenth, HSC: twelfth } = schoolYears;
  const gap = tenth && twelfth && validateSchoolYearGap(tenth.year, twelfth.year, currentYear);
  if (tenth && twelfth && gap) {
    issues.push({ path: [tenth.index, 'passingYear'], message: gap });
    issues.push({ path: [twelfth.index, 'passingYear'], message: gap });
  }
  return { entries, issues };
}
