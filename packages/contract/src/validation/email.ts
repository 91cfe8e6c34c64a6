import { VALIDATION_MESSAGES } from '../messages.ts';

/**
 * A standard address: local part of letters, digits and . _ % + -, an @, a domain of labels and a
 * top-level domain of at least two letters. Deliberately the common web-form pattern, not full RFC 5322.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export const isValidEmail = (value: string) =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && !value.includes('..');

/** §5: 'Invalid email format', or null when the address is fine. */
export const validateEmail = (value: string): string | null =>
  isValidEmail(value.trim()) ? null : VALIDATION_MESSAGES.invalidEmail;
