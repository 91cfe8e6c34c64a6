import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.bodyDeadlines).toEqual({ minBytesPerSecond: 8192 });
    expect(loadConfig({ BODY_MIN_BYTES_PER_SECOND: '1' }).bodyDeadlines).toEqual({ minBytesPerSecond: 1 });
    // The job queue keeps each queue's own timing unless told otherwise.
    expect(config.jobTiming).toEqual({ expireSeconds: undefined, retryDelaySeconds: undefined });
    expect(loadConfig({ JOB_EXPIRE_SECONDS: '3', JOB_RETRY_DELAY_SECONDS: '1' }).jobTiming).toEqual({
      expireSeconds: 3,
      retryDelaySeconds: 1,
    });
    // Each worker polls at its own rate unless JOB_POLL_SECONDS says otherwise.
    expect(config.notify?.pollSeconds).toBeUndefined();
    expect(loadConfig({ JOB_POLL_SECONDS: '0.5' }).notify?.pollSeconds).toBe(0.5);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY must be/],
    [{ BODY_MIN_BYTES_PER_SECOND: '0' }, /BODY_MIN_BYTES_PER_SECOND must be a whole number above 0/],
    [
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        OTP_WEBHOOK_URL: 'https://sms.example',
        SMTP_URL: 'smtp://mail.example',
      },
      /PUBLIC_URL: is required in production with SMTP_URL/,
    ],
    [{ JOB_POLL_SECONDS: '0.1' }, /JOB_POLL_SECONDS must be a number of seconds from 0.5 to 60/],
    [{ JOB_POLL_SECONDS: 'often' }, /JOB_POLL_SECONDS must be a number of seconds from 0.5 to 60/],
    [{ JOB_EXPIRE_SECONDS: '0' }, /JOB_EXPIRE_SECONDS must be a whole number of seconds, 1 or more/],
    [
      { JOB_RETRY_DELAY_SECONDS: '1.5' },
      /JOB_RETRY_DELAY_SECONDS must be a whole number of seconds, 1 or more/,
    ],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ['false', false],
    ['true', true],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads a TRUST_PROXY hop count as "trust the nearest N proxies"', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
