import { describe, expect, it } from 'vitest';
import { formatSession } from './session-time.ts';

describe('formatSession (Counselling card: day, month and time)', () => {
  it.each([
    ['2026-07-14', '15:30', { weekday: 'Tuesday', day: '14', month: 'July', time: '3:30 PM IST' }],
    ['2026-01-03', '10:00', { weekday: 'Saturday', day: '3', month: 'January', time: '10:00 AM IST' }],
    ['2026-12-31', '12:00', { weekday: 'Thursday', day: '31', month: 'December', time: '12:00 PM IST' }],
    ['2027-02-01', '00:30', { weekday: 'Monday', day: '1', month: 'February', time: '12:30 AM IST' }],
  ])('%s %s', (date, time, expected) => {
    expect(formatSession(date, time)).toEqual(expected);
  });

  it.each([
    ['2026-13-01', '10:00'],
    ['14/07/2026', '10:00'],
    ['2026-07-14', '25:00'],
    ['2026-07-14', '9:30'],
  ])('gives null for %s %s', (date, time) => {
    expect(formatSession(date, time)).toBeNull();
  });
});
