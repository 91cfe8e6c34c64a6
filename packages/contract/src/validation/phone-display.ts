import { LIMITS, PHONE_PREFIX } from '../constants.ts';
import { PROFILE_MESSAGES } from './rule-messages.ts';

/** §5 phone display: exactly 10 digits → '+91 XXXXX XXXXX'; anything else as is; 'NA' when missing. */
export function formatPhoneDisplay(phone: string | null | undefined): string {
  if (phone === null || phone === undefined || phone.trim() === '') return 'NA';
  if (!new RegExp(`^\\d{${LIMITS.mobileNumberDigits}}$`).test(phone)) return phone;
  return `${PHONE_PREFIX} ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

/**
 * The WhatsApp phone a student may type: an optional +, then digits with optional spaces or dashes,
 * 7 to 15 digits in all (the E.164 limit). Not worded by the spec, so kept permissive.
 */
export function validatePhoneNumber(value: string): string | null {
  const text = value.trim();
  const digits = text.replace(/[\s-]/g, '').replace(/^\+/, '');
  const isValid = /^\+?[\d\s-]+$/.test(text) && /^\d{7,15}$/.test(digits);
  return isValid ? null : PROFILE_MESSAGES.invalidPhoneNumber;
}
