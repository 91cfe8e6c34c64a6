import { PORTAL_TIME_ZONE } from './calendar.ts';
import { MONTH_NAMES } from './start-date.ts';

/**
 * The one way the portal writes a time, on the student's screens and in the staff console alike:
 * '4:30 PM IST' — 12-hour clock, minutes always, upper-case AM/PM, India time, the zone named (a
 * counsellor may work from elsewhere). A date with it: '25 Nov 2026, 4:30 PM IST'.
 */
export const TIME_ZONE_LABEL = 'IST';

type TClockOptions = {
  /** False where the screen names the zone once (e.g. a grid of slots under "Times are India time (IST)"). */
  hasZone?: boolean;
};

const clock = (hours: number, minutes: number, { hasZone = true }: TClockOptions = {}) => {
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  const text = `${hours12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return hasZone ? `${text} ${TIME_ZONE_LABEL}` : text;
};

/** A wall-clock time as the server sends it (HH:mm or HH:mm:ss, India time): '16:30' → '4:30 PM IST'. */
export function formatClockTime(time: string, options?: TClockOptions): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) return time;
  return clock(hours, minutes, options);
}

// Made on first use, not on import: a formatter with a time zone loads the zone's data, a long task in
// the middle of a screen's first load on a slow phone (every screen imports this file, few format an instant).
let indiaParts: Intl.DateTimeFormat | undefined;
const indiaPartsFormat = () =>
  (indiaParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));

/** The India-time parts of an instant, or null when it is not one. */
function indiaPartsOf(isoInstant: string) {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    indiaPartsFormat()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hours: Number(parts.hour) % 24,
    minutes: Number(parts.minute),
  };
}

/** An instant as '25 Nov 2026, 4:30 PM IST' (India time); an unreadable value as it is. */
export function formatInstant(isoInstant: string): string {
  const parts = indiaPartsOf(isoInstant);
  if (!parts) return isoInstant;
  const month = MONTH_NAMES[parts.month - 1]?.slice(0, 3) ?? '';
  return `${parts.day} ${month} ${parts.year}, ${clock(parts.hours, parts.minutes)}`;
}

/** The time of an instant alone, '2:13 PM IST' (India time); an unreadable value as it is. */
export function formatTimeOfInstant(isoInstant: string): string {
  const parts = indiaPartsOf(isoInstant);
  return parts ? clock(parts.hours, parts.minutes) : isoInstant;
}
