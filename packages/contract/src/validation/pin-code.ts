import { PROFILE_MESSAGES } from './rule-messages.ts';

/** A PIN code as stored: its digits without spaces ('560 001' → '560001'). */
export const normalizePinCode = (value: string) => value.replace(/\s+/g, '');

/** An Indian PIN code: six digits, the first not 0 (India Post). `text` is already normalised. */
export const validatePinCode = (text: string): string | null =>
  /^[1-9]\d{5}$/.test(text) ? null : PROFILE_MESSAGES.invalidPinCode;

/** A passport number as stored: trimmed and upper-case ('a1234567' → 'A1234567'). */
export const normalizePassportNumber = (value: string) => value.trim().toUpperCase();
