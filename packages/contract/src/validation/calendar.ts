/**
 * "Today" and "the current year" are the student's: the portal serves Indian students (+91), so the
 * server counts days in India's time zone rather than in whatever zone its host runs in.
 */
export const PORTAL_TIME_ZONE = 'Asia/Kolkata';

/**
 * One formatter per time zone, made once: making an Intl.DateTimeFormat costs ~0.5 ms (it loads the zone's
 * rules), formatting with one a few microseconds, and the server asks for today's date on every write.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of `now` in `timeZone` as YYYY-MM-DD. */
export function toIsoDate(now: Date, timeZone: string = PORTAL_TIME_ZONE): string {
  const parts = dateFormatter(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const yearOfIsoDate = (isoDate: string) => Number(isoDate.slice(0, 4));
