import type { TDb } from '../../db/client.ts';
import type { TFileStorage } from '../../plugins/storage.ts';
import { insertStoredFile } from './file-repository.ts';
import { createSignedDownloadUrl } from './signed-url.ts';
import type { TUpload } from './upload.ts';
import { checkUploadQuota, lockStudentUploads } from './upload-quota.ts';

export type TFileDeps = { db: TDb; storage: TFileStorage; signingSecret: string; clock: { now: () => Date } };

/** Storage keys whose rows the transaction deleted: removed from storage once it has committed. */
export type TDiscardFile = (storageKey: string) => void;

/**
 * Stores the staged upload (moved, never read into memory), then runs `useFile` in one transaction
 * with the new stored_files row. A student's own upload is checked against their quotas in that
 * transaction, under a per-student lock (upload-quota.ts); staff uploads for a student are not limited. If anything
 * fails, the transaction rolls back and the bytes are removed again, so a failed upload leaves
 * nothing behind.
 */
export async function storeUploadedFile<T>(
  deps: TFileDeps,
  input: { studentId: number; uploadedBy: number; file: TUpload['file'] },
  useFile: (tx: TDb, fileId: number, discard: TDiscardFile) => Promise<T>,
): Promise<T> {
  const key = await deps.storage.putStaged(input.file.staged);
  const discarded: string[] = [];
  let result: T;
  try {
    result = await deps.db.transaction(async (tx) => {
      const isOwnUpload = input.uploadedBy === input.studentId;
      if (isOwnUpload) await lockStudentUploads(tx, input.studentId);
      const fileId = await insertStoredFile(tx, {
        studentId: input.studentId,
        storageKey: key,
        fileName: input.file.name,
        contentType: input.file.contentType,
        sizeBytes: input.file.sizeBytes,
        uploadedBy: input.uploadedBy,
      });
      const used = await useFile(tx, fileId, (storageKey) => discarded.push(storageKey));
      if (isOwnUpload) await checkUploadQuota(tx, { studentId: input.studentId, now: deps.clock.now() });
      return used;
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  // Rows are gone; a file that fails to go is only an orphan in storage, not an error for the user.
  await Promise.all(discarded.map((storageKey) => deps.storage.remove(storageKey).catch(() => {})));
  return result;
}

/** The `tempURL` of a stored file: a signed link valid for five minutes. */
export const downloadUrlOf = (deps: Pick<TFileDeps, 'signingSecret' | 'clock'>, fileId: number) =>
  createSignedDownloadUrl(deps.signingSecret, fileId, deps.clock.now());
