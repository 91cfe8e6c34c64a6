import { LIMITS } from '../constants.ts';

/** The longest text accepted as a mobile number before it is normalised ('+91 98450-12345' and more). */
export const MOBILE_NUMBER_MAX_INPUT = 20;

/**
 * A mobile number as people type or paste it → its 10 digits: spaces, dashes, dots and
 * brackets are dropped, then a '+91', '0091', '91' (before 10 digits) or '0' prefix. Anything else is
 * returned as it is (minus the separators), so the contract's check refuses it. Zod-free, so the sign-in
 * screen's first load can use it; ZMobileNumber applies the same function, so the API accepts the same forms.
 */
export function normalizeMobileNumber(raw: string): string {
  const text = raw.trim().replace(/[\s\-.()]/g, '');
  const digits = LIMITS.mobileNumberDigits;
  const prefixed = new RegExp(`^(?:\\+91|0091|91|0)(\\d{${digits}})$`).exec(text);
  return prefixed?.[1] ?? text;
}
