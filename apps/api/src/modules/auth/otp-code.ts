import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@portal/contract';

export type TOtpHasher = {
  hash: (mobileNumber: string, code: string) => string;
  matches: (mobileNumber: string, code: string, storedHash: string) => boolean;
};

/** A uniformly random code from the CSPRNG, zero-padded ("004217" is as likely as any other). */
export function generateOtpCode(): string {
  return String(randomInt(10 ** LIMITS.otpDigits)).padStart(LIMITS.otpDigits, '0');
}

/**
 * Codes are stored as an HMAC, so a leaked database does not reveal live codes. A plain hash would
 * not do: a million possible codes are brute-forced in a blink. The key is derived from the signing
 * secret (HKDF with its own label) so the JWT key itself is never used for anything else.
 */
export function createOtpHasher(signingSecret: string): TOtpHasher {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, '', 'portal otp code hash v1', 32));
  // The number is part of the input: a code is only good for the number it was sent to.
  const hash = (mobileNumber: string, code: string) =>
    createHmac('sha256', key).update(`${mobileNumber}:${code}`).digest('hex');
  return {
    hash,
    matches(mobileNumber, code, storedHash) {
      const expected = Buffer.from(storedHash, 'hex');
      const actual = Buffer.from(hash(mobileNumber, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
