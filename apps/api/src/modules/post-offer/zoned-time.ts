/**
 * Wall-clock times in an IANA zone, with Intl only. An interview is entered as the university gives
 * it ("10:00 in Europe/London"); the instant is what sorts and filters.
 */

/** The zone's offset from UTC at `instant`, in minutes (Europe/London in summer: 60). */
function offsetMinutesAt(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** YYYY-MM-DDTHH:mm of `instant` in `timeZone`. */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetMinutesAt(instant, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * The instant a wall-clock time (YYYY-MM-DDTHH:mm) names in `timeZone`. A time the clocks skip (the
 * spring change) is read with the offset before the change, so it lands after the gap (01:30 in London
 * on the last Sunday of March is 02:30 summer time); a time that happens twice (the autumn change)
 * is its first occurrence.
 */
export function fromLocalDateTime(local: string, timeZone: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // The offsets a day either side bound every change; try the earlier occurrence first.
  const before = offsetMinutesAt(new Date(asUtc - 86_400_000), timeZone);
  const after = offsetMinutesAt(new Date(asUtc + 86_400_000), timeZone);
  const candidates = [...new Set([Math.max(before, after), Math.min(before, after)])].map(
    (offset) => new Date(asUtc - offset * 60_000),
  );
  const exact = candidates.find((instant) => toLocalDateTime(instant, timeZone) === local);
  return exact ?? new Date(asUtc - before * 60_000);
}
