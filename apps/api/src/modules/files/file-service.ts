import type { TDb } from '../../db/client.ts';
import type { TFileStorage } from '../../plugins/storage.ts';
import { insertStoredFile } from './file-repository.ts';
import { createSignedDownloadUrl } from './signed-url.ts';
import type { TUpload } from './upload.ts';

export type TFileDeps = { db: TDb; storage: TFileStorage; signingSecret: string; clock: { now: () => Date } };

/**
 * Stores the upload's bytes, then runs `useFile` in one transaction with the new stored_files row.
 * If anything in it fails, the transaction rolls back and the bytes are removed again, so a failed
 * upload leaves nothing behind.
 */
export async function storeUploadedFile<T>(
  deps: TFileDeps,
  input: { studentId: number; uploadedBy: number; file: TUpload['file'] },
  useFile: (tx: TDb, fileId: number) => Promise<T>,
): Promise<T> {
  const key = await deps.storage.put(input.file.bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const fileId = await insertStoredFile(tx, {
        studentId: input.studentId,
        storageKey: key,
        fileName: input.file.name,
        contentType: input.file.contentType,
        sizeBytes: input.file.bytes.length,
        uploadedBy: input.uploadedBy,
      });
      return useFile(tx, fileId);
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}

/** The `tempURL` of a stored file: a signed link valid for five minutes. */
export const downloadUrlOf = (deps: Pick<TFileDeps, 'signingSecret' | 'clock'>, fileId: number) =>
  createSignedDownloadUrl(deps.signingSecret, fileId, deps.clock.now());
