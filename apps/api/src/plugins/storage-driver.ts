import path from 'node:path';
import type { TConfig } from '../config/env.ts';
import { createS3Storage } from './s3-storage.ts';
import { createFileStorage, type TFileStorage } from './storage.ts';

/** The file storage the configuration asks for (STORAGE=local|s3): local disk unless told otherwise. */
export function createStorage(config: TConfig): TFileStorage {
  if (config.storage?.kind === 's3') {
    return createS3Storage(config.storage, path.join(config.dataDir, 'upload-staging'));
  }
  return createFileStorage(path.join(config.dataDir, 'files'), config.inMemoryDb);
}
