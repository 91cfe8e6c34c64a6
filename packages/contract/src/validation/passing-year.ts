import { LIMITS } from '../constants.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';

/** Years arrive as strings from forms and sometimes as numbers from JSON. */
export type TYearInput = string | number | null | undefined;

export const toYearText = (value: TYearInput) =>
  value === null || value === undefined ? '' : String(value).trim();

/**
 * §5/§9 passing year: empty → 'Enter passing year.'; anything but 1 to 4 digits in
 * 1900..currentYear → 'Enter a valid passing year'. Returns null when valid.
 */
export function validatePassingYear(value: TYearInput, currentYear: number): string | null {
  const text = toYearText(value);
  if (text === '') return VALIDATION_MESSAGES.passingYearRequired;
  if (!new RegExp(`^\\d{1,${LIMITS.passingYearMaxDigits}}$`).test(text)) {
    return VALIDATION_MESSAGES.passingYearInvalid;
  }
  const year = Number(text);
  if (year < LIMITS.passingYearMin || year > currentYear) return VALIDATION_MESSAGES.passingYearInvalid;
  return null;
}

export const isValidPassingYear = (value: TYearInput, currentYear: number) =>
  validatePassingYear(value, currentYear) === null;
