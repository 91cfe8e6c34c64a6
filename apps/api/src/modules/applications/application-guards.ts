import { APPLICATION_MESSAGES, LIMITS } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { findApplication, type TApplicationRow } from './application-repository.ts';
import { countPortfolioDocuments } from './document-repository.ts';

/** A withdrawn application takes no document changes from the student's side (409). */
export function assertNotWithdrawn(row: TApplicationRow): TApplicationRow {
  if (row.status === 'WITHDRAWN') throw conflict(APPLICATION_MESSAGES.applicationWithdrawn);
  return row;
}

/**
 * The application locked until the transaction ends, refused once withdrawn. The opt-out locks the
 * same row, so an opt-out racing a document change comes wholly before it (409) or after it.
 */
export async function lockOpenApplication(tx: TDb, applicationId: number): Promise<TApplicationRow> {
  const row = await findApplication(tx, applicationId, { forUpdate: true });
  if (!row) throw notFound(APPLICATION_MESSAGES.applicationNotFound);
  return assertNotWithdrawn(row);
}

/**
 * Room for one more PORTFOLIO row (LIMITS.portfolioDocumentsMax, 409 beyond). Final only inside the
 * transaction that inserts, with the application locked (lockOpenApplication), so parallel uploads
 * cannot overshoot; asked early too so a full list is refused before the file is read.
 */
export async function assertPortfolioRoom(db: TDb, applicationId: number): Promise<void> {
  if ((await countPortfolioDocuments(db, applicationId)) >= LIMITS.portfolioDocumentsMax) {
    throw conflict(APPLICATION_MESSAGES.portfolioLimitReached);
  }
}
