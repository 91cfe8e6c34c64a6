import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, validatePhoneNumber } from '../src/validation/phone-display.ts';

describe('§5 phone display', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['0123456789', '+91 01234 56789'],
    ['987654321', '987654321'],
    ['98765432101', '98765432101'],
    ['+919876543210', '+919876543210'],
    ['98765 43210', '98765 43210'],
    ['', 'NA'],
    ['   ', 'NA'],
    [null, 'NA'],
    [undefined, 'NA'],
  ])('%j → %j', (phone, shown) => {
    expect(formatPhoneDisplay(phone)).toBe(shown);
  });
});

describe('phone number entry', () => {
  it.each(['9876543210', '+91 98765 43210', '+44 20-7946-0958', '1234567'])('accepts %j', (value) => {
    expect(validatePhoneNumber(value)).toBeNull();
  });

  it.each(['12345', 'call me', '98765x43210', '++919876543210', '1234567890123456', '+'])(
    'rejects %j',
    (value) => {
      expect(validatePhoneNumber(value)).toBe('Enter a valid phone number.');
    },
  );
});
