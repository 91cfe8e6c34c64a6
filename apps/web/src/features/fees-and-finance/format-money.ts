import { onFirstUse } from '../../lib/on-first-use.ts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency as an Indian student reads it: 4956 INR → '₹4,956', 2500 GBP → '£2,500',
 * 1250.5 CAD → 'CA$1,250.50'. Whole amounts show no decimals.
 */
export function formatMoney(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  const key = `${currency}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}

const DAY = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A calendar day (YYYY-MM-DD, already India's) as '25 November 2026'. */
export const formatDay = (isoDate: string) => DAY().format(new Date(`${isoDate}T00:00:00Z`));
