import { UPLOAD_QUOTA_MESSAGES, UPLOAD_QUOTAS } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { deleteStoredFile, type TDiscardFile } from '../files/index.ts';
import { studentDocumentVersions } from './documents-tables.ts';

/** A version staff have looked at: it has a verdict or remarks, and is never pruned. */
const isReviewed = (version: { status: string; remarks: string }) =>
  version.status !== 'UPLOADED' || version.remarks !== '';

/**
 * Keeps a document within UPLOAD_QUOTAS.versionsPerDocument versions once a new one was saved:
 * the oldest earlier versions nobody reviewed make room (row, file row and, after commit, bytes).
 * A reviewed version is never removed: when only reviewed ones are left the upload is refused
 * (409) and the transaction storing it rolls back.
 */
export async function pruneUnreviewedVersions(tx: TDb, documentId: number, discard: TDiscardFile) {
  const versions = await tx
    .select()
    .from(studentDocumentVersions)
    .where(eq(studentDocumentVersions.documentId, documentId))
    .orderBy(asc(studentDocumentVersions.id));
  let excess = versions.length - UPLOAD_QUOTAS.versionsPerDocument;
  if (excess <= 0) return;
  // The newest is the one just uploaded: only earlier ones are candidates.
  const prunable = versions.slice(0, -1).filter((version) => !isReviewed(version));
  if (prunable.length < excess) throw conflict(UPLOAD_QUOTA_MESSAGES.versionsFull);
  for (const version of prunable) {
    if (excess-- <= 0) break;
    await tx.delete(studentDocumentVersions).where(eq(studentDocumentVersions.id, version.id));
    const storageKey = await deleteStoredFile(tx, version.fileId);
    if (storageKey) discard(storageKey);
  }
}
