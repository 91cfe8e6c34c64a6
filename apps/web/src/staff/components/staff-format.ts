/** How the console writes amounts, instants and session times: the contract's one time format (India time). */
import { formatClockTime, formatInstant } from '@portal/contract';
import { onFirstUse } from '../../lib/on-first-use.ts';

const TIME_ZONE = 'Asia/Kolkata';

// One rupee format for the student screens and the console.
export { formatRupees } from '../../lib/format-payment.ts';

/** An instant as '5 Jan 2027, 3:30 PM IST' (India time); the text itself when it is not a date. */
export const formatStaffDateTime = formatInstant;

const ISO_DAY = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }));

/** Today's date in India as YYYY-MM-DD. */
export const indiaToday = (now: Date = new Date()) => ISO_DAY().format(now);

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const WEEKDAY = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);

/** '10:30' → '10:30 AM', '17:00' → '5:00 PM' (a session time as the server sends it, India time). */
export const formatSessionTime = (time: string) => formatClockTime(time, { hasZone: false });

/** A session's day and time: 'Today, 10:30 AM IST', 'Tomorrow, 5:00 PM IST', else 'Mon 4 Jan, …'. */
export function formatSessionWhen(date: string, time: string, now: Date = new Date()): string {
  const today = indiaToday(now);
  const day =
    date === today
      ? 'Today'
      : date === addDays(today, 1)
        ? 'Tomorrow'
        : WEEKDAY().format(new Date(`${date}T00:00:00Z`));
  return `${day}, ${formatClockTime(time)}`;
}
