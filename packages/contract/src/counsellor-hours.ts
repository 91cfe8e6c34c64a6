// Working hours and contact links of a counsellor, worked out the same way by the API (the student's
// card) and the console (the live preview).
import type { TWorkDay, TWorkingHours } from './counsellor-card.ts';
import { WORK_DAYS } from './counsellor-card.ts';
import { formatPhoneDisplay } from './validation/phone-display.ts';
import { formatClockTime } from './validation/time-format.ts';

const DAY_SHORT: Record<TWorkDay, string> = {
  MON: 'Mon',
  TUE: 'Tue',
  WED: 'Wed',
  THU: 'Thu',
  FRI: 'Fri',
  SAT: 'Sat',
  SUN: 'Sun',
};
const DAY_LONG: Record<TWorkDay, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};
/** India keeps one offset all year (no daylight saving): IST = UTC + 5:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The working hours of a stored card, or null when they are not set. */
export function workingHoursOf(card: {
  workingDays: readonly TWorkDay[];
  hoursFrom: string | null;
  hoursTo: string | null;
}): TWorkingHours | null {
  if (card.workingDays.length === 0 || !card.hoursFrom || !card.hoursTo) return null;
  const days = WORK_DAYS.filter((day) => card.workingDays.includes(day));
  return { days, from: card.hoursFrom, to: card.hoursTo };
}

/** Days in week order, runs of three or more joined: ['MON'…'FRI', 'SUN'] → 'Mon–Fri, Sun'. */
export function formatWorkDays(days: readonly TWorkDay[]): string {
  const indexes = WORK_DAYS.flatMap((day, i) => (days.includes(day) ? [i] : []));
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  const name = (i: number) => DAY_SHORT[WORK_DAYS[i] as TWorkDay];
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${name(run[0] as number)}–${name(run.at(-1) as number)}`] : run.map(name),
    )
    .join(', ');
}

/** 'Mon–Fri, 9:30 AM – 6:00 PM IST'. */
export function formatWorkingHours(hours: TWorkingHours): string {
  const from = formatClockTime(hours.from, { hasZone: false });
  return `${formatWorkDays(hours.days)}, ${from} – ${formatClockTime(hours.to)}`;
}

/** The India weekday (0 = Monday) and minutes since midnight of an instant. */
function indiaClockOf(now: Date): { day: number; minutes: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return {
    day: (shifted.getUTCDay() + 6) % 7,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Within the working hours at `now` (India time): a working day, from the start up to (not at) the end. */
export function isWithinHours(hours: TWorkingHours | null, now: Date): boolean {
  if (!hours) return false;
  const { day, minutes } = indiaClockOf(now);
  const today = WORK_DAYS[day] as TWorkDay;
  return hours.days.includes(today) && minutes >= minutesOf(hours.from) && minutes < minutesOf(hours.to);
}

/** When the hours next begin after `now`: '9:30 AM IST today', '… tomorrow', '… on Monday'; null without hours. */
export function nextOpeningText(hours: TWorkingHours | null, now: Date): string | null {
  if (!hours || hours.days.length === 0) return null;
  const { day, minutes } = indiaClockOf(now);
  const start = minutesOf(hours.from);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const weekday = WORK_DAYS[(day + ahead) % 7] as TWorkDay;
    if (!hours.days.includes(weekday) || (ahead === 0 && minutes >= start)) continue;
    const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : `on ${DAY_LONG[weekday]}`;
    return `${formatClockTime(hours.from)} ${when}`;
  }
  return null;
}

/** 'tel:+919845012345' for a stored 10-digit number. */
export const callLinkOf = (phone: string) => `tel:+91${phone}`;
/** 'https://wa.me/919845012345': WhatsApp's click-to-chat link (country code, no plus). */
export const whatsappLinkOf = (phone: string) => `https://wa.me/91${phone}`;
/** '+91 98450 12345'. */
export const phoneTextOf = (phone: string) => formatPhoneDisplay(phone);
