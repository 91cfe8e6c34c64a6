import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';

const S3_ENV = {
  STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'portal-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-value-that-must-not-show',
};

describe('storage configuration (STORAGE, S3_*)', () => {
  it('keeps files on local disk by default', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible bucket, region us-east-1 unless told', () => {
    expect(loadConfig(S3_ENV).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-files',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-value-that-must-not-show',
    });
    expect(loadConfig({ ...S3_ENV, S3_REGION: 'eu-west-2' }).storage).toMatchObject({ region: 'eu-west-2' });
  });

  it.each(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)(
    'refuses to start with STORAGE=s3 and no %s, naming it',
    (name) => {
      const env: Record<string, string> = { ...S3_ENV };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`${name}: is required when STORAGE=s3`);
    },
  );

  it.each([
    [{ STORAGE: 'gcs' }, 'STORAGE must be local or s3'],
    [{ ...S3_ENV, S3_ENDPOINT: 'ftp://files.example' }, 'S3_ENDPOINT must be an http(s) URL'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never shows the secret in a configuration error', () => {
    const error = (() => {
      try {
        loadConfig({ ...S3_ENV, S3_ENDPOINT: 'not a url' });
      } catch (caught) {
        return caught as Error;
      }
      throw new Error('expected a ConfigError');
    })();
    expect(error.message).toContain('S3_ENDPOINT');
    expect(error.message).not.toContain(S3_ENV.S3_SECRET_ACCESS_KEY);
  });
});
