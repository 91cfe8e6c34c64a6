import { LIMITS } from '../constants.ts';

/**
 * §5 score of the 10th/12th blocks. Accepted (after trimming, case-insensitive so 'Pass' and 'a+'
 * count, as students type them): empty; 'pass' or 'fail'; a letter grade A-D or F with an optional
 * + or -; a string of operator symbols (+ - * /, kept because the spec lists it); or a number from 0
 * to 100 with optional decimals and an optional trailing %.
 */
const WORD_OR_GRADE = /^(pass|fail|[a-df][+-]?)$/i;
const OPERATORS = /^[+\-*/]+$/;
const NUMBER = /^(\d{1,3})(\.\d+)?%?$/;

export function isValidAcademicScore(value: string | number | null | undefined): boolean {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '' || WORD_OR_GRADE.test(text) || OPERATORS.test(text)) return true;
  if (!NUMBER.test(text)) return false;
  return Number.parseFloat(text) <= LIMITS.scoreMax;
}
