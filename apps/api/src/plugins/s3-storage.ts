import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { TS3Config } from '../config/env.ts';
import {
  assertStorageKey,
  newStagingPath,
  newStorageKey,
  removeStaleStaged,
  type TFileStorage,
} from './storage.ts';

/** A slow or unreachable store fails the request instead of holding it open. */
const REQUEST_TIMEOUT_MS = 30_000;

/** What went wrong, from the status and S3's error code; never the request's signature or keys. */
async function failure(action: string, key: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  const error = new Error(`S3 ${action} ${key} failed: ${response.status}${code ? ` ${code}` : ''}`);
  // The local driver's "no such file" code, so callers can treat both drivers alike.
  if (response.status === 404) Object.assign(error, { code: 'ENOENT' });
  return error;
}

/**
 * The S3 driver: any S3-compatible store (AWS, MinIO, Ceph, R2, s3rver, …), requests signed with
 * SigV4 (aws4fetch) and addressed path-style, `{endpoint}/{bucket}/{key}`, which every such store
 * accepts for a custom endpoint. Several instances share one bucket, so a file uploaded through one
 * downloads through any other.
 */
export function createS3Storage(
  config: TS3Config,
  /** A private folder of this instance (DATA_DIR/upload-staging): never a shared temp folder. */
  stagingDir: string,
): TFileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };
  const send = (url: string, init: RequestInit) =>
    client.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

  return {
    // Uploads are staged on local disk first, so the PUT below knows its length and hash.
    stagingPath: () => newStagingPath(stagingDir),
    sweepStaging: (now) => removeStaleStaged(stagingDir, now),
    async putStaged(staged) {
      const key = newStorageKey();
      try {
        const body = Readable.toWeb(createReadStream(staged.path)) as ReadableStream<Uint8Array>;
        const response = await send(urlOf(key), {
          method: 'PUT',
          body,
          // The hash computed while staging signs the payload: S3 refuses bytes that differ.
          headers: {
            'content-type': 'application/octet-stream',
            'content-length': String(staged.sizeBytes),
            'x-amz-content-sha256': staged.sha256,
          },
          duplex: 'half',
        } as RequestInit);
        if (!response.ok) throw await failure('PUT', key, response);
        await response.arrayBuffer();
        return key;
      } finally {
        await fs.rm(staged.path, { force: true });
      }
    },
    async put(bytes) {
      const key = newStorageKey();
      const response = await send(urlOf(key), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) throw await failure('PUT', key, response);
      await response.arrayBuffer();
      return key;
    },
    async get(key) {
      const response = await send(urlOf(key), { method: 'GET' });
      if (!response.ok) throw await failure('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send(urlOf(key), { method: 'DELETE' });
      // Deleting a missing object is a success in S3 (204); some stores answer 404, also fine.
      if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response);
      await response.arrayBuffer();
    },
    // The bucket outlives the app; nothing to release.
    async dispose() {},
  };
}
