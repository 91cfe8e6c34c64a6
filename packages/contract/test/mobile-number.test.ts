import { describe, expect, it } from 'vitest';
import { ZMobileNumber } from '../src/auth.ts';
import { normalizeMobileNumber } from '../src/validation/mobile-number.ts';

describe('normalizeMobileNumber and ZMobileNumber', () => {
  it.each([
    ['9845012345', '9845012345'],
    ['+91 98450 12345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['919845012345', '9845012345'],
    ['00919845012345', '9845012345'],
    ['09845012345', '9845012345'],
    ['098450-12345', '9845012345'],
    ['(+91) 98450.12345', '9845012345'],
    [' 98450 12345 ', '9845012345'],
  ])('accepts %j as %s', (typed, digits) => {
    expect(normalizeMobileNumber(typed)).toBe(digits);
    expect(ZMobileNumber.parse(typed)).toBe(digits);
  });

  it.each([
    ['+92 98450 12345'],
    ['5845012345'],
    ['984501234'],
    ['98450123456'],
    ['9845a12345'],
    ['+91 98450 12345 0000000'],
    [''],
  ])('refuses %j with the contract message', (typed) => {
    const result = ZMobileNumber.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid 10-digit Indian mobile number');
  });
});
