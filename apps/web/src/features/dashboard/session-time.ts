import { formatClockTime, MONTH_NAMES } from '@portal/contract';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type TSessionParts = { weekday: string; day: string; month: string; time: string };

/**
 * The booked session as the Counselling card shows it (§2: day, month and time). The server sends India
 * time as a calendar date (YYYY-MM-DD) and a wall-clock time (HH:mm), so nothing is converted between
 * time zones: '2026-07-14', '15:30' → Tuesday, 14, July, 3:30 PM IST.
 */
export function formatSession(date: string, time: string): TSessionParts | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [, year, month, day] = dateMatch.map(Number) as [number, number, number, number];
  const [, hours, minutes] = timeMatch.map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const monthName = MONTH_NAMES[month - 1];
  if (!weekday || !monthName || hours > 23 || minutes > 59) return null;
  return {
    weekday,
    day: String(day),
    month: monthName,
    time: formatClockTime(time),
  };
}
