import type { TApplicationDocumentVerdict } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TApplicationRow } from './application-repository.ts';
import { applicationDocuments, applications, conditionalDocuments } from './applications-tables.ts';
import type { TConditionalDocumentRow } from './document-repository.ts';

type TApplicationDocumentRow = typeof applicationDocuments.$inferSelect;
/** What a review writes: the verdict, its remark, who gave it and when. */
export type TReviewChange = {
  status: TApplicationDocumentVerdict;
  remarks: string;
  reviewedBy: number;
  reviewedAt: Date;
};

/**
 * An additional document (SOP or portfolio row) with its application, both locked until commit: a
 * review, an opt-out and a removal of the row never interleave.
 */
export async function lockApplicationDocument(
  tx: TDb,
  documentId: number,
): Promise<{ document: TApplicationDocumentRow; application: TApplicationRow } | undefined> {
  const [row] = await tx
    .select({ document: applicationDocuments, application: applications })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(eq(applicationDocuments.id, documentId))
    .for('update');
  return row;
}

export async function setApplicationDocumentReview(
  tx: TDb,
  documentId: number,
  change: TReviewChange,
): Promise<TApplicationDocumentRow> {
  const [row] = await tx
    .update(applicationDocuments)
    .set(change)
    .where(eq(applicationDocuments.id, documentId))
    .returning();
  if (!row) throw new Error('application document review returned nothing');
  return row;
}

export async function setConditionalDocumentReview(
  tx: TDb,
  documentId: number,
  change: TReviewChange,
): Promise<TConditionalDocumentRow> {
  const [row] = await tx
    .update(conditionalDocuments)
    .set(change)
    .where(eq(conditionalDocuments.id, documentId))
    .returning();
  if (!row) throw new Error('conditional document review returned nothing');
  return row;
}

/** A portfolio row takes a new file: its review starts over (UPLOADED, no remarks, no reviewer). */
export async function replaceApplicationDocumentFile(
  tx: TDb,
  documentId: number,
  values: { fileId: number; name: string; uploadedBy: number; createdAt: Date },
): Promise<TApplicationDocumentRow> {
  const [row] = await tx
    .update(applicationDocuments)
    .set({ ...values, status: 'UPLOADED', remarks: '', reviewedBy: null, reviewedAt: null })
    .where(eq(applicationDocuments.id, documentId))
    .returning();
  if (!row) throw new Error('application document replace returned nothing');
  return row;
}
