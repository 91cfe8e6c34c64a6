import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

const DIGITS = 6;

/** A uniformly random 6-digit code from the CSPRNG ("004217" as likely as any other). */
export function generateEmailCode(): string {
  return String(randomInt(10 ** DIGITS)).padStart(DIGITS, '0');
}

export type TEmailCodeHasher = {
  hash: (userId: number, email: string, code: string) => string;
  matches: (userId: number, email: string, code: string, storedHash: string) => boolean;
};

/**
 * Codes are stored as an HMAC keyed from the server secret (HKDF, a label of its own), like sign-in codes:
 * a leaked database reveals no live code, and a million codes cannot be tried offline without the key.
 * The person and the address are part of the input: a code verifies only the address it was sent to.
 */
export function createEmailCodeHasher(signingSecret: string): TEmailCodeHasher {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, '', 'portal email code hash v1', 32));
  const hash = (userId: number, email: string, code: string) =>
    createHmac('sha256', key).update(`${userId}:${email}:${code}`).digest('hex');
  return {
    hash,
    matches(userId, email, code, storedHash) {
      const expected = Buffer.from(storedHash, 'hex');
      const actual = Buffer.from(hash(userId, email, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
