import { describe, expect, it } from 'vitest';
import { isValidPassingYear, validatePassingYear } from '../src/validation/passing-year.ts';

const CURRENT_YEAR = 2025;

describe('§5 passing year (current year 2025)', () => {
  it.each([
    ['', 'Enter passing year.'],
    ['   ', 'Enter passing year.'],
    [null, 'Enter passing year.'],
    [undefined, 'Enter passing year.'],
    ['1899', 'Enter a valid passing year'],
    ['2026', 'Enter a valid passing year'],
    ['20250', 'Enter a valid passing year'],
    ['99999', 'Enter a valid passing year'],
    ['0', 'Enter a valid passing year'],
    ['20a4', 'Enter a valid passing year'],
    ['2020.5', 'Enter a valid passing year'],
    ['-2020', 'Enter a valid passing year'],
    [1899, 'Enter a valid passing year'],
    [2026, 'Enter a valid passing year'],
  ])('%j → %j', (value, message) => {
    expect(validatePassingYear(value, CURRENT_YEAR)).toBe(message);
  });

  it.each(['1900', '2000', '2025', ' 2010 ', 1900, 2025])('accepts %j', (value) => {
    expect(validatePassingYear(value, CURRENT_YEAR)).toBeNull();
    expect(isValidPassingYear(value, CURRENT_YEAR)).toBe(true);
  });

  it('follows the current year it is given', () => {
    expect(validatePassingYear('2026', 2026)).toBeNull();
  });
});
