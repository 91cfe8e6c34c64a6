import type { TDocumentStatus, TDocumentVersion } from '@portal/contract';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { studentDocuments, studentDocumentVersions } from './documents-tables.ts';

export type TVersionRow = typeof studentDocumentVersions.$inferSelect;

/** Every version of a document, newest first; the current one is the version of the current file. */
export async function listDocumentVersions(
  db: TDb,
  document: { id: number; currentFileId: number },
): Promise<TDocumentVersion[]> {
  const rows = await db
    .select()
    .from(studentDocumentVersions)
    .where(eq(studentDocumentVersions.documentId, document.id))
    // Ids grow with every upload; two uploads in the same instant still come out in upload order.
    .orderBy(desc(studentDocumentVersions.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status as TDocumentStatus,
    remarks: row.remarks,
    uploadedAt: row.createdAt.toISOString(),
    isCurrent: row.fileId === document.currentFileId,
  }));
}

/** A version with the student its document belongs to. */
export async function findDocumentVersion(
  db: TDb,
  versionId: number,
): Promise<(TVersionRow & { studentId: number }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(studentDocumentVersions), studentId: studentDocuments.studentId })
    .from(studentDocumentVersions)
    .innerJoin(studentDocuments, eq(studentDocuments.id, studentDocumentVersions.documentId))
    .where(eq(studentDocumentVersions.id, versionId))
    .limit(1);
  return row;
}

/**
 * Writes a staff change of the document onto its current version too (call it in the transaction
 * that changes the document), so the version keeps that verdict once a new upload replaces it.
 */
export async function updateCurrentVersion(
  tx: TDb,
  document: { id: number; currentFileId: number },
  changes: { status?: TDocumentStatus; remarks?: string },
): Promise<void> {
  await tx
    .update(studentDocumentVersions)
    .set(changes)
    .where(
      and(
        eq(studentDocumentVersions.documentId, document.id),
        eq(studentDocumentVersions.fileId, document.currentFileId),
      ),
    );
}
