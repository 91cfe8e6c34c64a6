import { LIMITS } from '@portal/contract';
import { COURSE_TEXTS } from './course-texts.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// 'Start date: <Month> <year>' anywhere in the overview (any case, any spacing around the colon), as the
// shortlisted screen reads it (§2 Shortlisted courses).
const START_DATE = new RegExp(`\\bstart\\s+date\\s*:\\s*(${MONTHS.join('|')})\\s+(\\d{4})\\b`, 'i');

/** The start date written in a course overview as 'Start date: <Month> <year>', e.g. 'September 2027'; null when absent. */
export function parseStartDate(overview: string | null | undefined): string | null {
  const match = overview?.match(START_DATE);
  if (!match?.[1] || !match[2]) return null;
  const month = MONTHS.find((name) => name.toLowerCase() === match[1]?.toLowerCase());
  return month ? `${month} ${match[2]}` : null;
}

/** The card's Start Date box: the parsed date, else 'Not provided'. */
export const startDateText = (overview: string | null | undefined) =>
  parseStartDate(overview) ?? COURSE_TEXTS.notProvided;

/** Approx. Fee (§9: the raw number as published); 'N/A' when the course has none. */
export const feeText = (fees: number | null | undefined) =>
  fees === null || fees === undefined ? COURSE_TEXTS.notAvailable : String(fees);

/** A fact box's value: the text, or 'N/A' when it is empty. */
export const factText = (value: string | null | undefined) => value?.trim() || COURSE_TEXTS.notAvailable;

export const ELLIPSIS = '…';

/**
 * §2/§9: a course name in the collapsed breadcrumb keeps its first 15 characters (LIMITS.breadcrumbNameMax);
 * a longer one ends with '…' after them (a space before the cut is dropped). Counted in characters, not
 * UTF-16 units, so an emoji or accented letter is never split.
 */
export function cutBreadcrumbName(name: string, max: number = LIMITS.breadcrumbNameMax): string {
  const characters = Array.from(name.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}
