import {
  DOCUMENT_MESSAGES,
  STAFF_AUDIT_ACTIONS,
  type TDocumentReviewBody,
  type TStudentDocument,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { noticeVerdict } from './document-notices.ts';
import { lockStudentDocument, toStudentDocument, updateDocument } from './document-repository.ts';

/**
 * PUT /api/staff/students/{studentId}/documents/{documentId}/review: the verdict and its remark in
 * one change (the §7 update-status and update-remarks calls set one field each). The document row
 * is locked, so two reviewers cannot interleave a status with the other's remark; the current
 * version takes the verdict too (updateDocument), so it keeps it once a new upload replaces it.
 * A rejection without a remark never gets here (the contract's body refuses it). Reviewing to the
 * verdict and remark the document already has is answered but changes and records nothing. An
 * accepting or rejecting verdict tells the student in the same transaction.
 */
export async function reviewDocument(
  { db, notifier }: { db: TDb; notifier: TNotifier },
  actor: TSessionUser,
  target: { studentId: number; documentId: number },
  body: TDocumentReviewBody,
): Promise<TStudentDocument> {
  const reviewed = await db.transaction(async (tx) => {
    const current = await lockStudentDocument(tx, target.studentId, target.documentId);
    if (!current) throw notFound(DOCUMENT_MESSAGES.notFound);
    if (current.status === body.status && current.remarks === body.remark) return current;
    const next = await updateDocument(tx, current.id, { status: body.status, remarks: body.remark });
    await recordAudit(tx, {
      actor,
      studentId: target.studentId,
      action: STAFF_AUDIT_ACTIONS.documentReviewed,
      entityType: 'STUDENT_DOCUMENT',
      entityId: current.id,
      before: { status: current.status, remarks: current.remarks },
      after: { status: next.status, remarks: next.remarks },
    });
    await noticeVerdict(notifier, tx, current, next);
    return next;
  });
  return toStudentDocument(reviewed);
}
