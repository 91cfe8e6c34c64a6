import { BOARDS, LIMITS } from '../constants.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { isValidPassingYear, validatePassingYear } from './passing-year.ts';
import type { TRuleIssue } from './rule-issue.ts';
import { PROFILE_MESSAGES } from './rule-messages.ts';
import { isValidAcademicScore } from './score.ts';

/** The 10th or 12th standard block of the academic form (§5). */
export type TSchoolBlock = { board: string; passingYear: string; score: string };
export type TSchoolField = keyof TSchoolBlock;

const SCHOOL_FIELDS: readonly TSchoolField[] = ['board', 'passingYear', 'score'];

/** A board of §5 in its canonical spelling, matched ignoring case and surrounding spaces. */
export const toBoard = (name: string): (typeof BOARDS)[number] | null =>
  BOARDS.find((board) => board.toLowerCase() === name.trim().toLowerCase()) ?? null;

/**
 * §5 all-or-nothing: an empty block is fine; once any field is filled, every empty one gets
 * 'All fields are required'. Filled fields are checked too: the board against BOARDS, the year by
 * the passing-year rule, the score by the score pattern.
 */
export function validateSchoolBlock(
  block: TSchoolBlock,
  currentYear: number,
): { field: TSchoolField; message: string }[] {
  const isFilled = (field: TSchoolField) => block[field].trim() !== '';
  if (!SCHOOL_FIELDS.some(isFilled)) return [];
  const issues: { field: TSchoolField; message: string }[] = [];
  for (const field of SCHOOL_FIELDS) {
    const value = block[field];
    let message: string | null = null;
    if (!isFilled(field)) message = VALIDATION_MESSAGES.allFieldsRequired;
    else if (field === 'board') message = toBoard(value) ? null : PROFILE_MESSAGES.invalidBoard;
    else if (field === 'passingYear') message = validatePassingYear(value, currentYear);
    else message = isValidAcademicScore(value) ? null : PROFILE_MESSAGES.invalidAcademicScore;
    if (message) issues.push({ field, message });
  }
  return issues;
}

/**
 * §5: when both years are filled (with valid years; an invalid one already has its own message),
 * the 12th must be at least 2 years after the 10th. The message goes on both years.
 */
export function validateSchoolYearGap(
  tenthYear: string,
  twelfthYear: string,
  currentYear: number,
): string | null {
  if (!isValidPassingYear(tenthYear, currentYear) || !isValidPassingYear(twelfthYear, currentYear))
    return null;
  const gap = Number(twelfthYear.trim()) - Number(tenthYear.trim());
  return gap >= LIMITS.minYearsBetween10thAnd12th ? null : VALIDATION_MESSAGES.twelfthAfterTenth;
}

/** Both blocks as one form: issues with paths like ['twelfth', 'passingYear']. */
export function validateSchoolBlocks(
  blocks: { tenth: TSchoolBlock; twelfth: TSchoolBlock },
  currentYear: number,
): TRuleIssue[] {
  const issues: TRuleIssue[] = [];
  for (const name of ['tenth', 'twelfth'] as const) {
    for (const issue of validateSchoolBlock(blocks[name], currentYear)) {
      issues.push({ path: [name, issue.field], message: issue.message });
    }
  }
  const gap = validateSchoolYearGap(blocks.tenth.passingYear, blocks.twelfth.passingYear, currentYear);
  if (gap) {
    issues.push(
      { path: ['tenth', 'passingYear'], message: gap },
      { path: ['twelfth', 'passingYear'], message: gap },
    );
  }
  return issues;
}
