import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TS3Config } from '../../src/config/env.ts';

type TS3rver = { run: () => Promise<{ port: number }>; close: () => Promise<void> };
type TS3rverClass = new (options: Record<string, unknown>) => TS3rver;

/** s3rver's fixed credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TS3Server = { config: TS3Config; close: () => Promise<void> };

/**
 * A real S3-compatible server (s3rver, an npm package) on 127.0.0.1 with a fresh bucket in a
 * temporary folder, for the S3 storage driver's tests.
 */
export async function startS3Server(bucket = 'portal-test'): Promise<TS3Server> {
  const S3rver = createRequire(import.meta.url)('s3rver') as TS3rverClass;
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', ...CREDENTIALS },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
