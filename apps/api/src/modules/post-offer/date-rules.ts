import { POST_OFFER_MESSAGES as M, POST_OFFER_LIMITS } from '@portal/contract';
import { badRequest } from '../../lib/app-error.ts';

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/** A date that has happened (paid on, issued on, lodged on …): not after today. */
export function assertNotFuture(date: string | null, today: string, field: string): void {
  if (date !== null && date > today)
    throw badRequest(M.dateInFuture, [{ path: field, message: M.dateInFuture }]);
}

/** A date ahead (due, biometrics, flight …): at most daysAheadMax days from today. */
export function assertNotTooFar(date: string | null, today: string, field: string): void {
  if (date !== null && dayNumber(date) - dayNumber(today) > POST_OFFER_LIMITS.daysAheadMax) {
    throw badRequest(M.dateTooFar, [{ path: field, message: M.dateTooFar }]);
  }
}

/** The ISO date `months` calendar months after `isoDate` (clamped to the month's last day). */
export function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
