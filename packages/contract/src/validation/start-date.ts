/** English month names, January first (start dates, session dates). */
export const MONTH_NAMES = [
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

/** What a course card shows when its overview names no start date (§2). */
export const START_DATE_NOT_PROVIDED = 'Not provided';

// 'Start date: <Month> <year>' anywhere in the overview (any case, any spacing around the colon).
const START_DATE = new RegExp(`\\bstart\\s+date\\s*:\\s*(${MONTH_NAMES.join('|')})\\s+(\\d{4})\\b`, 'i');

/**
 * §2: the start date written in a course overview as 'Start date: <Month> <year>', e.g.
 * 'September 2027' (the first one when several are given); null when there is none.
 */
export function parseStartDate(overview: string | null | undefined): string | null {
  const match = overview?.match(START_DATE);
  if (!match?.[1] || !match[2]) return null;
  const month = MONTH_NAMES.find((name) => name.toLowerCase() === match[1]?.toLowerCase());
  return month ? `${month} ${match[2]}` : null;
}

/** The Start Date box of a card: the parsed date, else 'Not provided'. */
export const startDateText = (overview: string | null | undefined) =>
  parseStartDate(overview) ?? START_DATE_NOT_PROVIDED;

/**
 * A course's start date, the one text every screen shows (the student's cards and the staff catalogue):
 * §2's 'Start date: <Month> <year>' in the overview, else the course's own intake (the catalogue's record
 * of the same thing, e.g. 'September 2028'), else 'Not provided'.
 */
export function courseStartDate(course: { overview?: string | null; intake?: string | null }): string {
  return parseStartDate(course.overview) ?? (course.intake?.trim() || START_DATE_NOT_PROVIDED);
}
