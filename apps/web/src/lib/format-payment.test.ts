import { describe, expect, it } from 'vitest';
import { formatPaidDate, formatPaidDateTime, formatRupees } from './format-payment.ts';

describe('formatRupees', () => {
  it.each([
    [4200, '₹4,200'],
    [4956, '₹4,956'],
    [756, '₹756'],
    [125000, '₹1,25,000'],
  ])('%i → %s', (amount, text) => expect(formatRupees(amount)).toBe(text));
});

describe('formatPaidDate (India time)', () => {
  it.each([
    ['2026-11-25T10:00:00.000Z', '25 November 2026'],
    // 20:00 UTC is already the next day in India.
    ['2026-11-24T20:00:00.000Z', '25 November 2026'],
  ])('%s → %s', (timestamp, text) => expect(formatPaidDate(timestamp)).toBe(text));
});

describe('formatPaidDateTime (India time)', () => {
  it.each([
    ['2026-11-20T06:30:00.000Z', '20 Nov 2026, 12:00 PM IST'],
    ['2026-11-24T20:00:00.000Z', '25 Nov 2026, 1:30 AM IST'],
  ])('%s → %s', (timestamp, text) => expect(formatPaidDateTime(timestamp)).toBe(text));
});
