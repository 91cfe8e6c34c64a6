import { QUIET_HOURS_TIME_ZONE, type TQuietHours } from '@portal/contract';

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** Minutes since midnight in India (no daylight saving there: a fixed +05:30 all year). */
function indiaMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: QUIET_HOURS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return value('hour') * 60 + value('minute');
}

/**
 * When texts may go again: null when `at` is outside the quiet hours, else the end of the quiet hours
 * (a window may span midnight, 21:00–08:00).
 */
export function quietUntil(hours: TQuietHours, at: Date): Date | null {
  if (!hours.enabled) return null;
  const now = indiaMinutes(at);
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  const wait = (end - now + 24 * 60) % (24 * 60);
  const until = new Date(at.getTime() + wait * 60_000);
  until.setUTCSeconds(0, 0);
  return until;
}
