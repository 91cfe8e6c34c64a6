import { formatInstant } from '@portal/contract';
import { onFirstUse } from './on-first-use.ts';

const RUPEES = onFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    }),
);

/** Whole rupees as an Indian student reads them: 4200 → '₹4,200', 125000 → '₹1,25,000'. */
export const formatRupees = (amount: number) => RUPEES().format(amount);

const PAID_DATE = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // The fee is paid in India: the day it was recorded there, whatever the browser's zone.
      timeZone: 'Asia/Kolkata',
    }),
);

/** The day a payment was completed, India time: '2026-11-25T10:00:00Z' → '25 November 2026'. */
export const formatPaidDate = (isoTimestamp: string) => PAID_DATE().format(new Date(isoTimestamp));

/** When a payment was recorded, India time (staff tables, receipts): '20 Nov 2026, 12:00 PM IST'. */
export const formatPaidDateTime = (isoTimestamp: string) => formatInstant(isoTimestamp);
