import { describe, expect, it } from 'vitest';
import { groupIndianDigits } from '../src/validation/indian-digits.ts';

describe('groupIndianDigits', () => {
  it('groups a whole number as en-IN does', () => {
    const samples = [
      0, 7, 42, 999, 1000, 4956, 15000, 99999, 100000, 1234567, 10_000_000, 987654321012, -4956,
    ];
    for (const value of samples) expect(groupIndianDigits(value)).toBe(value.toLocaleString('en-IN'));
  });

  it('writes the fee and the post-offer ceiling as the screens show them', () => {
    expect(groupIndianDigits(4956)).toBe('4,956');
    expect(groupIndianDigits(10_000_000)).toBe('1,00,00,000');
  });
});
