import { describe, expect, it } from 'vitest';
import { toIsoDate, yearOfIsoDate } from '../src/validation/calendar.ts';
import {
  formatDisplayDate,
  isIsoDate,
  parseDisplayDate,
  validateDateOfBirth,
} from '../src/validation/date-of-birth.ts';

const TODAY = '2025-06-15';

describe('§5 date of birth not later than today', () => {
  it.each(['2000-01-31', '1900-01-01', '2025-06-14', TODAY, '2024-02-29'])('accepts %s', (value) => {
    expect(validateDateOfBirth(value, TODAY)).toBeNull();
  });

  it.each(['2025-06-16', '2026-01-01', '9999-12-31'])('rejects the future date %s', (value) => {
    expect(validateDateOfBirth(value, TODAY)).toBe('Date of birth cannot be later than today.');
  });

  it.each([
    '15-06-2000',
    '2000-6-1',
    '2023-02-29',
    '2000-13-01',
    '2000-00-10',
    '1899-12-31',
    'yesterday',
    '',
  ])('rejects the malformed date %j', (value) => {
    expect(validateDateOfBirth(value, TODAY)).toBe('Enter a valid date of birth.');
  });
});

describe('§5 date display (DD-MM-YYYY) and sending (YYYY-MM-DD)', () => {
  it.each([
    ['2000-01-31', '31-01-2000'],
    ['1999-12-01', '01-12-1999'],
    ['', ''],
    [null, ''],
    ['2000-02-30', ''],
  ])('formats %j as %j', (iso, display) => {
    expect(formatDisplayDate(iso)).toBe(display);
  });

  it.each([
    ['31-01-2000', '2000-01-31'],
    [' 01-12-1999 ', '1999-12-01'],
    ['31-02-2000', null],
    ['2000-01-31', null],
    ['1-1-2000', null],
  ])('parses %j as %j', (display, iso) => {
    expect(parseDisplayDate(display)).toBe(iso);
  });

  it('round-trips', () => {
    expect(parseDisplayDate(formatDisplayDate('1987-07-04'))).toBe('1987-07-04');
    expect(isIsoDate('1987-07-04')).toBe(true);
  });
});

describe('calendar', () => {
  it("counts today in India's time zone by default", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India (UTC+5:30).
    expect(toIsoDate(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
    expect(toIsoDate(new Date('2024-12-31T20:00:00Z'), 'UTC')).toBe('2024-12-31');
    expect(yearOfIsoDate('2025-01-01')).toBe(2025);
  });

  it('makes one formatter per time zone, not one per call (the server asks on every write)', () => {
    const original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args) {
        made += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      for (let day = 1; day <= 20; day += 1) {
        toIsoDate(new Date(Date.UTC(2025, 0, day, 20)));
        toIsoDate(new Date(Date.UTC(2025, 0, day, 20)), 'Europe/Berlin');
      }
      expect(toIsoDate(new Date('2025-01-20T20:00:00Z'), 'Europe/Berlin')).toBe('2025-01-20');
      expect(made).toBeLessThanOrEqual(1);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});
