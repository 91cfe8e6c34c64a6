import {
  DOCUMENT_MESSAGES,
  type TDocumentDownloadQuery,
  type TDocumentVersionDownloadQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { resolveStudentId } from '../students/index.ts';
import { findDocument, type TDocumentRow } from './document-repository.ts';
import { findDocumentVersion, type TVersionRow } from './version-repository.ts';

/**
 * Who may read a document of a student: a student only their own (naming another studentId is
 * 403, from resolveStudentId); staff any, and when staff name the student it must be that student's.
 */
async function ownerRule(db: TDb, user: TSessionUser, requestedStudentId: number | undefined) {
  const studentId = await resolveStudentId(db, user, requestedStudentId);
  return (ownerId: number) => (isStaff(user) && requestedStudentId === undefined) || ownerId === studentId;
}

/** The document a caller may see; someone else's id is 404, as if it did not exist. */
export async function findVisibleDocument(
  db: TDb,
  user: TSessionUser,
  query: TDocumentDownloadQuery,
): Promise<TDocumentRow> {
  const mayRead = await ownerRule(db, user, query.studentId);
  const document = await findDocument(db, query.documentId);
  if (!document || !mayRead(document.studentId)) throw notFound(DOCUMENT_MESSAGES.notFound);
  return document;
}

/** A version of a document the caller may see, under the same rules; otherwise 404. */
export async function findVisibleVersion(
  db: TDb,
  user: TSessionUser,
  query: TDocumentVersionDownloadQuery,
): Promise<TVersionRow> {
  const mayRead = await ownerRule(db, user, query.studentId);
  const version = await findDocumentVersion(db, query.versionId);
  if (!version || !mayRead(version.studentId)) throw notFound(DOCUMENT_MESSAGES.versionNotFound);
  return version;
}
