import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MESSAGES } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { onUploadDone } from '../../plugins/multipart.ts';
import type { TStagedFile } from '../../plugins/storage.ts';
import { MAGIC_BYTES } from './file-kind.ts';

export const fileTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.fileTooLarge(maxBytes / 1024 / 1024));

/**
 * Streams one file part into the storage's staging folder, never holding more than a chunk:
 * counts the bytes (413 past `maxBytes`), hashes them, and shows the leading bytes to `checkHead`
 * as soon as there are enough, so content of the wrong kind stops the upload early. The staged
 * file is removed on any failure here, and again when the request is over unless storage took it.
 */
export async function stageUpload(
  request: FastifyRequest,
  source: Readable,
  options: { maxBytes: number; checkHead: (head: Buffer) => void },
): Promise<TStagedFile> {
  const stagedPath = await request.server.storage.stagingPath();
  onUploadDone(request, () => fs.rm(stagedPath, { force: true }));
  const hash = createHash('sha256');
  let sizeBytes = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      if (sizeBytes > options.maxBytes) return done(fileTooLarge(options.maxBytes));
      hash.update(chunk);
      try {
        if (head) {
          head = Buffer.concat([head, chunk.subarray(0, MAGIC_BYTES)]);
          if (head.length >= MAGIC_BYTES) {
            options.checkHead(head);
            head = null;
          }
        }
      } catch (error) {
        return done(error as Error);
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        if (head && head.length > 0) options.checkHead(head);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    // Opened here, not lazily by the stream: a body cut off before the stream's own open finished
    // had the file created after the removal below, and it stayed (seen on PostgreSQL in CI).
    const file = await fs.open(stagedPath, 'wx', 0o600);
    await pipeline(source, meter, createWriteStream('', { fd: file }));
  } catch (error) {
    await fs.rm(stagedPath, { force: true });
    throw error;
  }
  // busboy stops a file at its fileSize limit and marks it truncated instead of failing the stream.
  if ((source as Readable & { truncated?: boolean }).truncated) {
    await fs.rm(stagedPath, { force: true });
    throw fileTooLarge(options.maxBytes);
  }
  return { path: stagedPath, sizeBytes, sha256: hash.digest('hex') };
}
