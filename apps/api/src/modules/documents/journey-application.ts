import { DOCUMENT_MESSAGES, JOURNEY_DOCUMENT_TYPES, type TJourneyDocumentType } from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { findApplicationStatus } from './application-read-model.ts';

const isJourneyType = (type: string): type is TJourneyDocumentType =>
  (JOURNEY_DOCUMENT_TYPES as readonly string[]).includes(type);

/**
 * The application an upload belongs to: null for a profile document (which refuses one); for a journey
 * document the student's own application past the unconditional offer (another's is 404, like one that
 * does not exist; one not yet offered 409).
 */
export async function journeyApplicationOf(
  db: TDb,
  studentId: number,
  type: string,
  applicationId: number | undefined,
): Promise<number | null> {
  if (!isJourneyType(type)) {
    if (applicationId !== undefined) throw badRequest(DOCUMENT_MESSAGES.applicationIdNotAllowed);
    return null;
  }
  if (applicationId === undefined) throw badRequest(DOCUMENT_MESSAGES.applicationIdRequired);
  const application = await findApplicationStatus(db, applicationId);
  if (!application || application.studentId !== studentId)
    throw notFound(DOCUMENT_MESSAGES.applicationNotFound);
  if (application.status !== 'UNCONDITIONAL_OFFER_RECEIVED') {
    throw conflict(DOCUMENT_MESSAGES.applicationNotOffered);
  }
  return applicationId;
}
