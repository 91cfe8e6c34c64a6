/** How the console writes amounts, instants and session times. Staff work in India: India time throughout. */

const TIME_ZONE = 'Asia/Kolkata';

// One rupee format for the student screens and the console.
export { formatRupees } from '../../lib/format-payment.ts';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: TIME_ZONE,
});

/** An instant as '5 Jan 2027, 3:30 PM' (India time); the text itself when it is not a date. */
export function formatStaffDateTime(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  return DATE_TIME.format(date).replace(/\b(am|pm)\b/, (half) => half.toUpperCase());
}

const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** Today's date in India as YYYY-MM-DD. */
export const indiaToday = (now: Date = new Date()) => ISO_DAY.format(now);

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const WEEKDAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '10:30' → '10:30 AM', '17:00' → '5:00 PM' (a session time as the server sends it, India time). */
export function formatSessionTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A session's day and time: 'Today, 10:30 AM IST', 'Tomorrow, 5:00 PM IST', else 'Mon 4 Jan, …'. */
export function formatSessionWhen(date: string, time: string, now: Date = new Date()): string {
  const today = indiaToday(now);
  const day =
    date === today
      ? 'Today'
      : date === addDays(today, 1)
        ? 'Tomorrow'
        : WEEKDAY.format(new Date(`${date}T00:00:00Z`));
  return `${day}, ${formatSessionTime(time)} IST`;
}
