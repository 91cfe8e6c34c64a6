import { PORTAL_TIME_ZONE, toIsoDate } from '@portal/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock time of `now` in `timeZone` as HH:mm (24-hour). */
export function toIsoTime(now: Date, timeZone: string = PORTAL_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** Today's date and the current time in India, where counselling runs. */
export function indiaNow(now: Date): { date: string; time: string } {
  return { date: toIsoDate(now), time: toIsoTime(now) };
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A slot (date + HH:mm, India time) has started or passed once its start is not after now. */
export function isPastSlot(
  slot: { date: string; time: string },
  now: { date: string; time: string },
): boolean {
  return `${slot.date} ${slot.time}` <= `${now.date} ${now.time}`;
}
