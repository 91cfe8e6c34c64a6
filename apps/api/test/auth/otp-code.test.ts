import { describe, expect, it } from 'vitest';
import { createOtpHasher, generateOtpCode } from '../../src/modules/auth/otp-code.ts';

describe('OTP codes and their hashes', () => {
  it('generates 6-digit codes, zero-padded, that vary', () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('hashes with a keyed HMAC bound to the number', () => {
    const hasher = createOtpHasher('secret-one-secret-one-secret-one-1');
    const other = createOtpHasher('secret-two-secret-two-secret-two-2');
    const hash = hasher.hash('9876543210', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hasher.matches('9876543210', '123456', hash)).toBe(true);
    expect(hasher.matches('9876543210', '123457', hash)).toBe(false);
    expect(hasher.matches('9876543211', '123456', hash)).toBe(false);
    // Without the server's secret the stored hash is useless.
    expect(other.matches('9876543210', '123456', hash)).toBe(false);
    expect(hasher.matches('9876543210', '123456', 'not-hex')).toBe(false);
  });
});
