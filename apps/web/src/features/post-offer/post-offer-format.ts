import { formatInstant } from '@portal/contract';
import { onFirstUse } from '../../lib/on-first-use.ts';

const DAY = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar day (YYYY-MM-DD) as '25 Nov 2026'; an unreadable value as it is. */
export function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : DAY().format(date);
}

/** An instant in the interview's own zone: '12 Jan 2027, 10:00 GMT'. */
export function formatInZone(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  try {
    return (
      new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone,
        timeZoneName: 'short',
      })
        .format(date)
        // en-GB writes 'am'; the India time beside it (formatInstant) says 'AM'.
        .replace(/\b(am|pm)\b/, (half) => half.toUpperCase())
    );
  } catch {
    return instant;
  }
}

/** An instant in India time: '12 Jan 2027, 3:30 PM IST'. */
export const formatInIndia = (instant: string) => formatInstant(instant);

/** A whole amount in a currency: 12000 GBP → '£12,000'. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    return `${amount.toLocaleString('en-GB')} ${currency}`;
  }
}
