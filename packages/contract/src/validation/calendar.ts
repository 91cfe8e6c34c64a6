/**
 * "Today" and "the current year" are the student's: the portal serves Indian students (+91), so the
 * server counts days in India's time zone rather than in whatever zone its host runs in.
 */
export const PORTAL_TIME_ZONE = 'Asia/Kolkata';

/** The calendar date of `now` in `timeZone` as YYYY-MM-DD. */
export function toIsoDate(now: Date, timeZone: string = PORTAL_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const yearOfIsoDate = (isoDate: string) => Number(isoDate.slice(0, 4));
