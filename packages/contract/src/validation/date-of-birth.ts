import { LIMITS } from '../constants.ts';
import { PROFILE_MESSAGES } from './rule-messages.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real calendar date written YYYY-MM-DD (the order the API is sent, §5). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return !!match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** YYYY-MM-DD → DD-MM-YYYY for display (§5); '' when the input is not a real date. */
export function formatDisplayDate(isoDate: string | null | undefined): string {
  if (!isoDate || !isIsoDate(isoDate)) return '';
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

/** DD-MM-YYYY (as displayed) → YYYY-MM-DD (as sent); null when it is not a real date. */
export function parseDisplayDate(displayDate: string): string | null {
  const match = DISPLAY_DATE.exec(displayDate.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * §5 date of birth, sent as YYYY-MM-DD: not a real date (or before 1900) → invalid; later than
 * `today` (YYYY-MM-DD, see calendar.ts) → 'Date of birth cannot be later than today.'. Today itself
 * is allowed, as the spec says "not later than today". Null when valid.
 */
export function validateDateOfBirth(value: string, today: string): string | null {
  const text = value.trim();
  if (!isIsoDate(text) || Number(text.slice(0, 4)) < LIMITS.passingYearMin) {
    return PROFILE_MESSAGES.invalidDateOfBirth;
  }
  // Same-format ISO dates compare correctly as strings.
  return text > today ? PROFILE_MESSAGES.futureDateOfBirth : null;
}
