import { COUNSELLING_SCHEDULE, isCounsellingDay, MONTH_NAMES, toIsoDate } from '@portal/contract';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date `days` after `isoDate` (calendar arithmetic in UTC: no time zone, no DST). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in India (the sessions' time zone), whatever zone the student's device is in. */
export const todayInIndia = (now: Date = new Date()) => toIsoDate(now);

/**
 * The days a student may pick, from tomorrow (§3: the default is tomorrow) up to the booking horizon,
 * Sundays left out. India time decides what "tomorrow" is.
 */
export function openDays(now: Date = new Date()): string[] {
  const today = todayInIndia(now);
  const days: string[] = [];
  for (let offset = 1; offset <= COUNSELLING_SCHEDULE.maxDaysAhead; offset += 1) {
    const day = addDays(today, offset);
    if (isCounsellingDay(day)) days.push(day);
  }
  return days;
}

/** A real YYYY-MM-DD that is open and not past nor beyond the horizon (an address may say anything). */
export function isBookableDay(value: string | null, now: Date = new Date()): value is string {
  if (!value || !ISO_DATE.test(value) || addDays(value, 0) !== value) return false;
  const today = todayInIndia(now);
  return (
    value >= today && value <= addDays(today, COUNSELLING_SCHEDULE.maxDaysAhead) && isCounsellingDay(value)
  );
}

export type TDayParts = { weekday: string; day: string; month: string };

export function dayPartsOf(isoDate: string): TDayParts {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return {
    weekday: WEEKDAYS[date.getUTCDay()] ?? '',
    day: String(date.getUTCDate()),
    month: MONTH_NAMES[date.getUTCMonth()] ?? '',
  };
}

/** '2026-11-26' → 'Thursday, 26 November' (how the day radios are named and the review reads). */
export function dayNameOf(isoDate: string): string {
  const { weekday, day, month } = dayPartsOf(isoDate);
  return `${weekday}, ${day} ${month}`;
}
