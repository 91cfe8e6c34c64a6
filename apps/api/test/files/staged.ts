import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { TFileKind } from '@portal/contract';
import type { TFileStorage } from '../../src/plugins/storage.ts';

/** An upload as readUpload hands it on: `bytes` written to the storage's staging folder. */
export async function stagedUpload(
  storage: TFileStorage,
  file: { name: string; bytes: Buffer; kind: TFileKind; contentType: string },
) {
  const path = await storage.stagingPath();
  await fs.writeFile(path, file.bytes, { mode: 0o600 });
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const { bytes, ...rest } = file;
  return { ...rest, sizeBytes: bytes.length, staged: { path, sizeBytes: bytes.length, sha256 } };
}
