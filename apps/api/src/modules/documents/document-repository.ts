import { DOCUMENT_TYPES, type TDocumentStatus, type TStudentDocument } from '@portal/contract';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { studentDocuments, studentDocumentVersions } from './documents-tables.ts';
import { updateCurrentVersion } from './version-repository.ts';

export type TDocumentRow = typeof studentDocuments.$inferSelect;

export function toStudentDocument(row: TDocumentRow): TStudentDocument {
  return {
    id: row.id,
    name: row.name,
    type: row.type as TStudentDocument['type'],
    status: row.status as TDocumentStatus,
    remarks: row.remarks,
    applicationId: row.applicationId,
  };
}

// §3 order of the types; a type outside the list (none expected) sorts last.
const typeRank = sql`case ${studentDocuments.type} ${sql.join(
  DOCUMENT_TYPES.map((type, rank) => sql`when ${type} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(DOCUMENT_TYPES.length))} end`;

/**
 * Makes `fileId` the current version of the student's document of this type, in one statement so
 * two racing first uploads of a type still leave one row (the second becomes the next version).
 * A new version starts over: status UPLOADED and no remarks. Every version is kept as a row of
 * student_document_versions.
 */
export async function saveDocumentVersion(
  tx: TDb,
  input: { studentId: number; type: string; applicationId: number | null; name: string; fileId: number },
): Promise<{ document: TDocumentRow; isNew: boolean }> {
  const [written] = await tx
    .insert(studentDocuments)
    .values({
      studentId: input.studentId,
      type: input.type,
      applicationId: input.applicationId,
      name: input.name,
      status: 'UPLOADED',
      remarks: '',
      currentFileId: input.fileId,
    })
    .onConflictDoUpdate({
      target: [studentDocuments.studentId, studentDocuments.type, studentDocuments.applicationId],
      set: {
        name: input.name,
        status: 'UPLOADED',
        remarks: '',
        currentFileId: input.fileId,
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 only on a row this statement inserted (not on one it updated).
    .returning({ ...getTableColumns(studentDocuments), isNew: sql<boolean>`(xmax = 0)` });
  if (!written) throw new Error('document upsert returned nothing');
  const { isNew, ...document } = written;
  await tx.insert(studentDocumentVersions).values({
    documentId: document.id,
    fileId: input.fileId,
    name: input.name,
    status: 'UPLOADED',
    remarks: '',
  });
  return { document, isNew: Boolean(isNew) };
}

export async function findDocument(db: TDb, documentId: number): Promise<TDocumentRow | undefined> {
  const [row] = await db.select().from(studentDocuments).where(eq(studentDocuments.id, documentId)).limit(1);
  return row;
}

/** The student's document, locked for the rest of the transaction; undefined when not theirs. */
export async function lockStudentDocument(
  tx: TDb,
  studentId: number,
  documentId: number,
): Promise<TDocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(studentDocuments)
    .where(and(eq(studentDocuments.id, documentId), eq(studentDocuments.studentId, studentId)))
    .for('update');
  return row;
}

/** Changes the document and, with it, its current version (which keeps the verdict once replaced). */
export async function updateDocument(
  tx: TDb,
  documentId: number,
  changes: { status?: TDocumentStatus; remarks?: string },
): Promise<TDocumentRow> {
  const [row] = await tx
    .update(studentDocuments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(studentDocuments.id, documentId))
    .returning();
  if (!row) throw new Error('document update returned nothing');
  await updateCurrentVersion(tx, row, changes);
  return row;
}

/**
 * The student's current documents: one per profile type in the §3 order of the types, then the journey
 * documents (one per type and application).
 */
export async function listStudentDocuments(db: TDb, studentId: number): Promise<TStudentDocument[]> {
  const rows = await db
    .select()
    .from(studentDocuments)
    .where(eq(studentDocuments.studentId, studentId))
    .orderBy(asc(typeRank), asc(studentDocuments.id));
  return rows.map(toStudentDocument);
}
