import { PORTAL_TIME_ZONE } from '@portal/contract';

// Staff and students are in India: instants are shown in India time whatever the browser's zone, and
// say so, since a counsellor may work from elsewhere.
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: PORTAL_TIME_ZONE,
});
const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An instant as '25 Nov 2026, 3:30 pm IST' (India time); an unreadable value as it is. */
export function formatIndiaDateTime(isoInstant: string): string {
  const date = new Date(isoInstant);
  if (Number.isNaN(date.getTime())) return isoInstant;
  return `${DATE_TIME.format(date)} IST`;
}

/** A calendar day (YYYY-MM-DD, already India's) as 'Wed, 25 Nov 2026'. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // Assembled from the parts: the locales' own punctuation differs between ICU versions.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    DAY.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A wall-clock time (HH:mm, India time) as '3:30 PM IST'. */
export function formatIndiaTime(time: string): string {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(':').map(Number);
  if (Number.isNaN(hours) || Number.isNaN(minutes)) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix} IST`;
}
