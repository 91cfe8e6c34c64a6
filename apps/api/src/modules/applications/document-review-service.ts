import {
  APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS,
  APPLICATION_DOCUMENT_REVIEW_MESSAGES,
  APPLICATION_MESSAGES,
  type TApplicationDocumentItem,
  type TApplicationDocumentReviewBody,
  type TConditionalDocumentItem,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { downloadUrlOf, type TFileDeps } from '../files/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { noticeApplicationDocumentVerdict } from './application-notices.ts';
import type { TApplicationRow } from './application-repository.ts';
import {
  findConditionalDocument,
  toApplicationDocumentItem,
  toConditionalDocumentItem,
} from './document-repository.ts';
import {
  lockApplicationDocument,
  setApplicationDocumentReview,
  setConditionalDocumentReview,
  type TReviewChange,
} from './document-review-repository.ts';

type TReviewed = { id: number; type: string; status: string | null; remarks: string; fileId: number | null };
type TDeps = TFileDeps & { notifier: TNotifier };

/** Once the student opted out, staff no longer change the application's documents (409). */
function assertNotWithdrawn(application: TApplicationRow): void {
  if (application.status === 'WITHDRAWN') throw conflict(APPLICATION_MESSAGES.applicationWithdrawnByStudent);
}

/** The same verdict and remark again is answered but changes and records nothing. */
const isSameVerdict = (current: TReviewed, body: TApplicationDocumentReviewBody) =>
  current.status === body.status && current.remarks === body.remark;

/** One audit entry per review, in the review's transaction: the document's verdict before and after. */
async function auditReview(
  tx: TDb,
  actor: TSessionUser,
  entry: { application: TApplicationRow; action: string; before: TReviewed; after: TReviewed },
): Promise<void> {
  const stateOf = (row: TReviewed) => ({ documentId: row.id, status: row.status, remarks: row.remarks });
  await recordAudit(tx, {
    actor,
    studentId: entry.application.studentId,
    action: entry.action,
    entityType: 'application',
    entityId: entry.application.id,
    before: stateOf(entry.before),
    after: stateOf(entry.after),
  });
}

/**
 * The verdict written and audited in the caller's transaction, unless it is the same verdict again
 * (answered with the row as it is, nothing written or recorded).
 */
async function recordVerdict<TRow extends TReviewed>(
  tx: TDb,
  deps: TDeps,
  actor: TSessionUser,
  review: {
    application: TApplicationRow;
    document: TRow;
    body: TApplicationDocumentReviewBody;
    action: string;
    place: 'APPLICATION' | 'CONDITIONAL_DOCUMENTS';
  },
  write: (change: TReviewChange) => Promise<TRow>,
): Promise<TRow> {
  if (isSameVerdict(review.document, review.body)) return review.document;
  const next = await write({
    status: review.body.status,
    remarks: review.body.remark,
    reviewedBy: actor.id,
    reviewedAt: deps.clock.now(),
  });
  await auditReview(tx, actor, {
    application: review.application,
    action: review.action,
    before: review.document,
    after: next,
  });
  await noticeApplicationDocumentVerdict(deps.notifier, tx, {
    application: review.application,
    before: review.document,
    after: next,
    place: review.place,
  });
  return next;
}

/**
 * PUT /api/staff/application-documents/{documentId}/review: staff accept or reject (with a reason) a
 * statement of purpose or a portfolio row. The row and its application are locked; the change and
 * its audit entry are one transaction. A rejection without a reason never gets here (the body).
 */
export async function reviewApplicationDocument(
  deps: TDeps,
  actor: TSessionUser,
  documentId: number,
  body: TApplicationDocumentReviewBody,
): Promise<TApplicationDocumentItem> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await lockApplicationDocument(tx, documentId);
    if (!found) throw notFound(APPLICATION_MESSAGES.documentNotFound);
    assertNotWithdrawn(found.application);
    return recordVerdict(
      tx,
      deps,
      actor,
      {
        ...found,
        body,
        action: APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS.documentReviewed,
        place: 'APPLICATION',
      },
      (change) => setApplicationDocumentReview(tx, documentId, change),
    );
  });
  return toApplicationDocumentItem(row, (fileId) => downloadUrlOf(deps, fileId));
}

/**
 * PUT /api/staff/conditional-documents/{documentId}/review: as above for a document a conditional offer
 * asks for. Only an uploaded, still required document is reviewed (409 otherwise). The row is locked
 * as the student's upload locks it: a re-upload racing the review comes wholly before or after it.
 */
export async function reviewConditionalDocument(
  deps: TDeps,
  actor: TSessionUser,
  documentId: number,
  body: TApplicationDocumentReviewBody,
): Promise<TConditionalDocumentItem> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await findConditionalDocument(tx, documentId, { forUpdate: true });
    if (!found) throw notFound(APPLICATION_MESSAGES.conditionalDocumentNotFound);
    assertNotWithdrawn(found.application);
    if (found.document.removedAt) throw conflict(APPLICATION_DOCUMENT_REVIEW_MESSAGES.requirementDropped);
    if (found.document.fileId === null) throw conflict(APPLICATION_DOCUMENT_REVIEW_MESSAGES.nothingUploaded);
    return recordVerdict(
      tx,
      deps,
      actor,
      {
        ...found,
        body,
        action: APPLICATION_DOCUMENT_REVIEW_AUDIT_ACTIONS.conditionalDocumentReviewed,
        place: 'CONDITIONAL_DOCUMENTS',
      },
      (change) => setConditionalDocumentReview(tx, documentId, change),
    );
  });
  return toConditionalDocumentItem(row, (fileId) => downloadUrlOf(deps, fileId));
}
