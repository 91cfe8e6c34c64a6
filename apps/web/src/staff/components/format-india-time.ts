import { formatClockTime, formatInstant } from '@portal/contract';
import { onFirstUse } from '../../lib/on-first-use.ts';

const DAY = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** An instant as '25 Nov 2026, 3:30 PM IST' (India time); an unreadable value as it is. */
export const formatIndiaDateTime = formatInstant;

/** A calendar day (YYYY-MM-DD, already India's) as 'Wed, 25 Nov 2026'. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // Assembled from the parts: the locales' own punctuation differs between ICU versions.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    DAY()
      .formatToParts(date)
      .find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A wall-clock time (HH:mm, India time) as '3:30 PM IST'. */
export const formatIndiaTime = (time: string) => formatClockTime(time);

const INDIA_DAY = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

/** An instant's day in India as '3 Nov 2026'; an unreadable value as it is. */
export function formatIndiaDate(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    INDIA_DAY()
      .formatToParts(date)
      .find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
