import type { TNotificationTarget } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { notifyStaff, type TNotifier } from '../notifications/index.ts';
import type { TDocumentRow } from './document-repository.ts';
import { studentDocumentVersions } from './documents-tables.ts';

/** The version a verdict or an upload is about: the cause a notification names. */
async function currentVersionId(tx: TDb, document: TDocumentRow): Promise<number> {
  const [row] = await tx
    .select({ id: studentDocumentVersions.id })
    .from(studentDocumentVersions)
    .where(
      and(
        eq(studentDocumentVersions.documentId, document.id),
        eq(studentDocumentVersions.fileId, document.currentFileId),
      ),
    );
  return row?.id ?? 0;
}

/** The slot of the document: a profile document's type, or the journey of its application. */
const placeOf = (document: TDocumentRow): TNotificationTarget =>
  document.applicationId === null
    ? { screen: 'PROFILE_DOCUMENT', documentType: document.type }
    : { screen: 'POST_OFFER', applicationId: document.applicationId };

/**
 * Tells the student a staff verdict: ACCEPTED or REJECTED (with the remark as the reason). One
 * notification per verdict and version, so a re-review of the same upload with another remark tells
 * nothing more, and a rejection of a new upload tells again. EXEMPTED and UPLOADED tell nothing.
 */
export async function noticeVerdict(
  notifier: TNotifier,
  tx: TDb,
  before: TDocumentRow,
  after: TDocumentRow,
): Promise<void> {
  if (before.status === after.status) return;
  if (after.status !== 'ACCEPTED' && after.status !== 'REJECTED') return;
  const versionId = await currentVersionId(tx, after);
  const target = placeOf(after);
  const documentType = after.type;
  if (after.status === 'ACCEPTED') {
    await notifier.notify(tx, {
      recipientId: after.studentId,
      event: { kind: 'DOCUMENT_ACCEPTED', params: { documentType } },
      target,
      dedupeKey: `document-accepted:${after.id}:${versionId}`,
    });
    return;
  }
  await notifier.notify(tx, {
    recipientId: after.studentId,
    event: { kind: 'DOCUMENT_REJECTED', params: { documentType, reason: after.remarks.slice(0, 500) } },
    target,
    dedupeKey: `document-rejected:${after.id}:${versionId}`,
  });
}

/**
 * Tells the student's staff of a new upload (a first document or a new version) waiting for review:
 * a profile document as an upload to review, a journey document as the student's journey change.
 */
export async function noticeUpload(notifier: TNotifier, tx: TDb, document: TDocumentRow): Promise<void> {
  const versionId = await currentVersionId(tx, document);
  const dedupeKey = `document-uploaded:${document.id}:${versionId}`;
  const { applicationId } = document;
  if (applicationId === null) {
    await notifyStaff(notifier, tx, {
      studentId: document.studentId,
      actorId: document.studentId,
      event: (student) => ({
        kind: 'STAFF_DOCUMENT_UPLOADED',
        params: { ...student, documentType: document.type, status: 'UPLOADED' },
      }),
      section: 'documents',
      dedupeKey,
    });
    return;
  }
  await notifyStaff(notifier, tx, {
    studentId: document.studentId,
    actorId: document.studentId,
    event: (student) => ({
      kind: 'STAFF_STUDENT_CHANGE',
      params: { ...student, change: 'JOURNEY_DOCUMENT_UPLOADED', applicationId, documentType: document.type },
    }),
    section: 'journey',
    dedupeKey,
  });
}
