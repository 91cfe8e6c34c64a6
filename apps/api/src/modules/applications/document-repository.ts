import {
  CONDITIONAL_DOCUMENT_TYPE_LABELS,
  type TApplicationDocumentItem,
  type TConditionalDocumentItem,
  type TConditionalDocumentType,
} from '@portal/contract';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { deleteStoredFile } from '../files/index.ts';
import type { TApplicationRow } from './application-repository.ts';
import { applicationDocuments, applications, conditionalDocuments } from './applications-tables.ts';

type TApplicationDocumentRow = typeof applicationDocuments.$inferSelect;
export type TConditionalDocumentRow = typeof conditionalDocuments.$inferSelect;
/** Signs a stored file's download link (the rows never leave without a fresh one). */
export type TUrlOf = (fileId: number) => string;

export function toApplicationDocumentItem(
  row: TApplicationDocumentRow,
  urlOf: TUrlOf,
): TApplicationDocumentItem {
  return {
    id: row.id,
    applicationId: row.applicationId,
    name: row.name,
    type: row.type as TApplicationDocumentItem['type'],
    status: row.status as TApplicationDocumentItem['status'],
    remarks: row.remarks,
    tempURL: urlOf(row.fileId),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConditionalDocumentItem(
  row: TConditionalDocumentRow,
  urlOf: TUrlOf,
): TConditionalDocumentItem {
  const type = row.type as TConditionalDocumentType;
  return {
    id: row.id,
    type,
    label: CONDITIONAL_DOCUMENT_TYPE_LABELS[type] ?? row.type,
    name: row.name,
    status: row.status as TConditionalDocumentItem['status'],
    remarks: row.remarks,
    uploaded: row.fileId !== null,
    uploadedAt: row.uploadedAt?.toISOString() ?? null,
    tempURL: row.fileId === null ? null : urlOf(row.fileId),
  };
}

export async function insertApplicationDocument(
  db: TDb,
  values: { applicationId: number; type: string; name: string; fileId: number; uploadedBy: number },
): Promise<TApplicationDocumentRow> {
  const [row] = await db.insert(applicationDocuments).values(values).returning();
  if (!row) throw new Error('application document insert returned nothing');
  return row;
}

/**
 * The documents an application shows: the current statement of purpose (the latest upload; earlier
 * ones stay as history) and every portfolio row, oldest first.
 */
export async function listCurrentApplicationDocuments(
  db: TDb,
  applicationId: number,
): Promise<TApplicationDocumentRow[]> {
  const rows = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.id));
  const currentSop = rows.findLast((row) => row.type === 'STATEMENT_OF_PURPOSE');
  return rows.filter((row) => row.type !== 'STATEMENT_OF_PURPOSE' || row === currentSop);
}

/** How many PORTFOLIO rows ('Other Documents') the application holds. */
export async function countPortfolioDocuments(db: TDb, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.type, 'PORTFOLIO')),
    );
  return row?.total ?? 0;
}

export async function findApplicationDocument(
  db: TDb,
  documentId: number,
): Promise<{ document: TApplicationDocumentRow; studentId: number } | undefined> {
  const [row] = await db
    .select({ document: applicationDocuments, studentId: applications.studentId })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(eq(applicationDocuments.id, documentId));
  return row;
}

/** Deletes a document row and its stored-file row; answers the storage key to remove after commit. */
export async function deleteApplicationDocument(db: TDb, documentId: number): Promise<string | null> {
  const [deleted] = await db
    .delete(applicationDocuments)
    .where(eq(applicationDocuments.id, documentId))
    .returning({ fileId: applicationDocuments.fileId });
  if (!deleted) return null;
  return deleteStoredFile(db, deleted.fileId);
}

/** The requirements currently asked for (dropped ones left out), in the order they were added. */
export async function listActiveConditionalDocuments(
  db: TDb,
  applicationId: number,
): Promise<TConditionalDocumentRow[]> {
  return db
    .select()
    .from(conditionalDocuments)
    .where(and(eq(conditionalDocuments.applicationId, applicationId), isNull(conditionalDocuments.removedAt)))
    .orderBy(asc(conditionalDocuments.id));
}

/** A conditional document with its application, optionally locking both rows until commit. */
export async function findConditionalDocument(
  db: TDb,
  documentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ document: TConditionalDocumentRow; application: TApplicationRow } | undefined> {
  const query = db
    .select({ document: conditionalDocuments, application: applications })
    .from(conditionalDocuments)
    .innerJoin(applications, eq(applications.id, conditionalDocuments.applicationId))
    .where(eq(conditionalDocuments.id, documentId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/**
 * Stores the student's file for a requirement; a re-upload replaces the previous one and starts the
 * review over (UPLOADED, no remarks, no reviewer).
 */
export async function setConditionalUpload(
  db: TDb,
  documentId: number,
  values: { name: string; fileId: number; uploadedBy: number; uploadedAt: Date },
): Promise<TConditionalDocumentRow> {
  const [row] = await db
    .update(conditionalDocuments)
    .set({ ...values, status: 'UPLOADED', remarks: '', reviewedBy: null, reviewedAt: null })
    .where(eq(conditionalDocuments.id, documentId))
    .returning();
  if (!row) throw new Error('conditional document update returned nothing');
  return row;
}

/** Adds requirements; a type already asked for is left alone (partial unique index). */
export async function insertConditionalTypes(
  db: TDb,
  applicationId: number,
  types: readonly string[],
): Promise<void> {
  if (types.length === 0) return;
  await db
    .insert(conditionalDocuments)
    .values(types.map((type) => ({ applicationId, type })))
    .onConflictDoNothing();
}

/** Drops requirements: the rows (and any uploaded file) stay for the record. */
export async function markConditionalDocumentsRemoved(db: TDb, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(conditionalDocuments)
    .set({ removedAt: at })
    .where(and(inArray(conditionalDocuments.id, [...ids]), isNull(conditionalDocuments.removedAt)));
}
