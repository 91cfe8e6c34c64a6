import { describe, expect, it } from 'vitest';
import { formatClockTime, formatInstant, formatTimeOfInstant } from '../src/validation/time-format.ts';

// One way to write a time on every screen, student and staff: '4:30 PM IST'.
describe('time formats: 12-hour clock, upper-case AM/PM, India time, IST named', () => {
  it.each([
    ['16:30', '4:30 PM IST'],
    ['09:05', '9:05 AM IST'],
    ['00:00', '12:00 AM IST'],
    ['12:00', '12:00 PM IST'],
    ['23:59:00', '11:59 PM IST'],
  ])('a wall-clock time %s → %s', (time, expected) => {
    expect(formatClockTime(time)).toBe(expected);
  });

  it('a clock time without the zone where the screen names it once', () => {
    expect(formatClockTime('16:30', { hasZone: false })).toBe('4:30 PM');
  });

  it.each([
    ['2026-11-25T11:00:00.000Z', '25 Nov 2026, 4:30 PM IST'],
    ['2026-11-24T22:09:00.000Z', '25 Nov 2026, 3:39 AM IST'],
    ['2027-01-05T06:30:00Z', '5 Jan 2027, 12:00 PM IST'],
  ])('an instant %s → %s (India time, whatever the zone of the machine)', (instant, expected) => {
    expect(formatInstant(instant)).toBe(expected);
  });

  it('the time of an instant alone', () => {
    expect(formatTimeOfInstant('2026-11-25T08:43:00.000Z')).toBe('2:13 PM IST');
  });

  it('leaves what is not a time as it is', () => {
    expect(formatClockTime('soon')).toBe('soon');
    expect(formatClockTime('25:00')).toBe('25:00');
    expect(formatInstant('not a date')).toBe('not a date');
  });
});
