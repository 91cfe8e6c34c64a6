import type { TDocumentStatus } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { updateDocument } from './document-repository.ts';

/**
 * Another module's review of a journey document (the post-offer deposit accepts or refuses the receipt),
 * written inside that module's transaction; the caller audits the change with its own.
 */
export async function setDocumentVerdict(
  tx: TDb,
  documentId: number,
  verdict: { status: TDocumentStatus; remarks?: string },
): Promise<void> {
  await updateDocument(tx, documentId, verdict);
}
