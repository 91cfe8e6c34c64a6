import { describe, expect, it } from 'vitest';
import { formatRupees, formatSessionWhen, formatStaffDateTime, indiaToday } from './staff-format.ts';

describe('staff formats (India time)', () => {
  it('writes rupees the Indian way', () => {
    expect(formatRupees(4956)).toBe('₹4,956');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });

  it('writes an instant in India time, whatever the browser zone', () => {
    expect(formatStaffDateTime('2027-01-05T10:00:00.000Z')).toBe('5 Jan 2027, 3:30 PM IST');
    expect(formatStaffDateTime('2027-01-05T20:00:00.000Z')).toBe('6 Jan 2027, 1:30 AM IST');
    expect(formatStaffDateTime('not a date')).toBe('not a date');
  });

  it("takes India's day for today (19:00 UTC is already tomorrow there)", () => {
    expect(indiaToday(new Date('2027-01-05T19:00:00Z'))).toBe('2027-01-06');
  });

  it.each([
    ['2027-01-05', '10:30', 'Today, 10:30 AM IST'],
    ['2027-01-06', '17:00', 'Tomorrow, 5:00 PM IST'],
    ['2027-01-08', '12:00', 'Fri 8 Jan, 12:00 PM IST'],
  ])('a session on %s at %s → %s', (date, time, expected) => {
    expect(formatSessionWhen(date, time, new Date('2027-01-05T06:00:00Z'))).toBe(expected);
  });
});
