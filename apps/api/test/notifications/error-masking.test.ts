import { describe, expect, it } from 'vitest';
import { maskPersonalData } from '../../src/modules/notifications/error-masking.ts';

describe('errors on the admin queue page', () => {
  it.each([
    [
      '550 5.1.1 <asha.rao@example.com>: Recipient address rejected',
      '550 5.1.1 <•••@example.com>: Recipient address rejected',
    ],
    ['gateway refused +91 98765 43210', 'gateway refused ••••••••••10'],
    ['invalid number 9876543210', 'invalid number ••••••••10'],
    [
      'POST https://sms.example.test/send?key=s3cret&to=98765 answered 500',
      'POST https://sms.example.test/send?[redacted] answered 500',
    ],
    ['connect ECONNREFUSED 127.0.0.1:2525', 'connect ECONNREFUSED 127.0.0.1:2525'],
    ['SMS: gateway answered 503 at 2026-11-29', 'SMS: gateway answered 503 at 2026-11-29'],
  ])('%s', (error, shown) => {
    expect(maskPersonalData(error)).toBe(shown);
  });

  it('shortens a very long error', () => {
    expect(maskPersonalData('x'.repeat(2000))).toHaveLength(500);
  });
});
