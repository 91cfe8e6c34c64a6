import { PORTAL_TIME_ZONE } from '@portal/contract';
import { indiaNow } from '../counselling/index.ts';

const DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2027-03-14 16:05": India time, which the consultancy works in, sorted correctly as text. */
export function indiaDateTime(at: Date | string): string {
  const parts = DATE_TIME.formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** students-2027-03-14.csv: the export's name, dated by the India calendar day it was made. */
export const exportFileName = (kind: 'students' | 'applications', now: Date) =>
  `${kind}-${indiaNow(now).date}.csv`;
