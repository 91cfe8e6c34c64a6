/** How the event registration success screen (§2) writes an event's date, times and address. */
import { onFirstUse } from '../../lib/on-first-use.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

/** '2027-01-16' → 'Saturday, 16 January 2027' (a calendar day: no time-zone shift); other text as is. */
export function formatEventDate(date: string): string {
  const match = ISO_DATE.exec(date.trim());
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const value = new Date(year, month - 1, day);
  if (value.getMonth() !== month - 1 || value.getDate() !== day) return date;
  return dateFormat().format(value);
}

/** '17:00' → '5:00 PM', '09:30' → '9:30 AM', '00:15' → '12:15 AM'; other text as is. */
export function formatEventTime(time: string): string {
  const match = TIME.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** '11:00' and '17:00' → '11:00 AM – 5:00 PM'; one time alone when the other is missing. */
export function formatEventTimeRange(startTime: string, endTime: string): string {
  return [startTime, endTime]
    .filter((time) => time.trim() !== '')
    .map(formatEventTime)
    .join(' – ');
}

/** The venue's multi-line address (§2), one entry per non-empty line. */
export const addressLinesOf = (address: string): string[] =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A stat card's number with its plus sign (§2): 40 → '40+'. */
export const formatStatCount = (count: number): string => `${count}+`;
