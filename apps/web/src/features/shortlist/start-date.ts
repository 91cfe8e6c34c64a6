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

// 'Start date: <Month> <year>' anywhere in the overview (any case, any spacing after the colon).
const START_DATE_PATTERN = new RegExp(`start\\s+date\\s*:\\s*(${MONTHS.join('|')})\\s+(\\d{4})\\b`, 'i');

/**
 * §2 Shortlisted courses: the start date read from the course overview's 'Start date: <Month> <year>'
 * (e.g. 'September 2026'), or null when the overview has none (the card then shows 'Not provided').
 */
export function parseStartDate(overview: string | null | undefined): string | null {
  const match = overview ? START_DATE_PATTERN.exec(overview) : null;
  if (!match?.[1] || !match[2]) return null;
  const month = MONTHS.find((name) => name.toLowerCase() === match[1]?.toLowerCase());
  return month ? `${month} ${match[2]}` : null;
}
