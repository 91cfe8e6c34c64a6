import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  OTP_WEBHOOK_URL: 'https://sms.example.com/send',
};

describe('loadConfig: how OTP codes may be sent', () => {
  it('starts in production with a real SMS gateway and no outbox', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ env: 'production', otpWebhookUrl: PRODUCTION.OTP_WEBHOOK_URL });
    expect(config.otpOutbox).toBeUndefined();
  });

  it('refuses production with OTP_OUTBOX set (codes would sit in a file)', () => {
    expect(() => loadConfig({ ...PRODUCTION, OTP_OUTBOX: '/tmp/otp.jsonl' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, OTP_OUTBOX: '/tmp/otp.jsonl' })).toThrow(
      /OTP_OUTBOX: must not be set/,
    );
  });

  it('refuses production without OTP_WEBHOOK_URL', () => {
    const { OTP_WEBHOOK_URL: _omitted, ...withoutWebhook } = PRODUCTION;
    expect(() => loadConfig(withoutWebhook)).toThrow(/OTP_WEBHOOK_URL: is required in production/);
  });

  it('refuses a webhook that is not a URL', () => {
    expect(() => loadConfig({ ...PRODUCTION, OTP_WEBHOOK_URL: 'sms-gateway' })).toThrow(/OTP_WEBHOOK_URL/);
  });

  it('allows development and test with an outbox, a webhook or neither (then the code is logged)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).otpOutbox).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', OTP_OUTBOX: 'otp.jsonl' }).otpOutbox).toMatch(/otp\.jsonl$/);
    expect(
      loadConfig({ NODE_ENV: 'development', OTP_WEBHOOK_URL: 'http://127.0.0.1:9/sms' }).otpWebhookUrl,
    ).toBe('http://127.0.0.1:9/sms');
  });
});
