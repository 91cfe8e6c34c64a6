import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from '../src/validation/email.ts';

describe('§5 email', () => {
  it.each([
    'student@example.com',
    'first.last+tag@mail.example.co.in',
    'A_B-c%d@sub-domain.org',
    '  padded@example.com  ',
  ])('accepts %j', (value) => {
    expect(validateEmail(value)).toBeNull();
  });

  it.each([
    '',
    'plain',
    'no-at.example.com',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@@example.com',
    'user name@example.com',
    'user@exa mple.com',
    'user..dots@example.com',
    'user@example..com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j with the exact message', (value) => {
    expect(validateEmail(value)).toBe('Invalid email format');
  });

  it('has a boolean form', () => {
    expect(isValidEmail('a@b.io')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
  });
});
