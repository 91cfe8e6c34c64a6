import {
  APPLICATION_AUDIT_ACTIONS,
  APPLICATION_MESSAGES,
  type TApplicationDocumentItem,
  type TApplicationDocumentsResponse,
  type TApplicationDocumentUploadQuery,
  type TApplicationStatus,
  type TConditionalDocumentUploadQuery,
  type TConditionalDocumentUploadResult,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import {
  deleteStoredFile,
  downloadUrlOf,
  storeUploadedFile,
  type TFileDeps,
  type TUpload,
} from '../files/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { findAccessibleApplication } from './application-access.ts';
import { assertNotWithdrawn, assertPortfolioRoom, lockOpenApplication } from './application-guards.ts';
import { noticeApplicationUpload } from './application-notices.ts';
import type { TApplicationRow } from './application-repository.ts';
import {
  deleteApplicationDocument,
  findApplicationDocument,
  findConditionalDocument,
  insertApplicationDocument,
  listActiveConditionalDocuments,
  listCurrentApplicationDocuments,
  setConditionalUpload,
  type TConditionalDocumentRow,
  toApplicationDocumentItem,
  toConditionalDocumentItem,
} from './document-repository.ts';

/** Conditional documents are uploaded only while the conditional offer is the current stage. */
const CONDITIONAL_UPLOAD_STATUS: TApplicationStatus = 'CONDITIONAL_OFFER_RECEIVED';

/** The display name: the `name` query when given, else the file's own (checked) name. */
const displayNameOf = (given: string | undefined, fileName: string) => given || fileName;

/**
 * Staff acting on a student's application documents is a staff change: it is audited in the
 * change's own transaction. A student's own uploads and removals are not.
 */
async function auditIfStaff(
  tx: TDb,
  user: TSessionUser,
  entry: { studentId: number; applicationId: number; action: string; before: unknown; after: unknown },
): Promise<void> {
  if (!isStaff(user)) return;
  await recordAudit(tx, {
    actor: user,
    studentId: entry.studentId,
    action: entry.action,
    entityType: 'application',
    entityId: entry.applicationId,
    before: entry.before,
    after: entry.after,
  });
}

type TConditionalTarget = { document: TConditionalDocumentRow; application: TApplicationRow };

/** Why a conditional document cannot take an upload now, or nothing when it can. */
function assertConditionalUploadOpen(
  found: TConditionalTarget | undefined,
  user: TSessionUser,
): asserts found is TConditionalTarget {
  if (!found || (found.application.studentId !== user.id && !isStaff(user))) {
    throw notFound(APPLICATION_MESSAGES.conditionalDocumentNotFound);
  }
  if (found.document.removedAt) throw conflict(APPLICATION_MESSAGES.conditionalDocumentDropped);
  if (found.application.status === 'WITHDRAWN') throw conflict(APPLICATION_MESSAGES.applicationWithdrawn);
  if (found.application.status !== CONDITIONAL_UPLOAD_STATUS) {
    throw conflict(APPLICATION_MESSAGES.conditionalUploadClosed);
  }
}

/** A stored file's signed download link, as the items' `url`. */
const urlsOf = (deps: TFileDeps) => (fileId: number) => downloadUrlOf(deps, fileId);

/**
 * The application an additional document goes to (404 unless the caller may see it; 409 once the
 * student opted out of it or its portfolio is full); the route asks before it reads the file, and
 * uploadApplicationDocument asks again with the application locked.
 */
export async function findUploadTarget(
  db: TDb,
  user: TSessionUser,
  query: Pick<TApplicationDocumentUploadQuery, 'applicationId' | 'type'>,
): Promise<TApplicationRow> {
  const application = assertNotWithdrawn(await findAccessibleApplication(db, user, query.applicationId));
  if (query.type === 'PORTFOLIO') await assertPortfolioRoom(db, application.id);
  return application;
}

/**
 * POST /application/document/upload, once the file is read. The uploader is the caller (the
 * legacy `uploadedBy` query is ignored). Every upload adds a row: a new statement of purpose
 * becomes the current one and the earlier ones are kept; portfolio rows add up, to
 * LIMITS.portfolioDocumentsMax. Both are checked again with the application locked in the insert's
 * transaction: an opt-out or another upload during a slow upload is not slipped past.
 */
export async function uploadApplicationDocument(
  deps: TFileDeps & { notifier: TNotifier },
  user: TSessionUser,
  application: TApplicationRow,
  query: TApplicationDocumentUploadQuery,
  file: TUpload['file'],
): Promise<TApplicationDocumentItem> {
  const row = await storeUploadedFile(
    deps,
    { studentId: application.studentId, uploadedBy: user.id, file },
    async (tx, fileId) => {
      await lockOpenApplication(tx, application.id);
      if (query.type === 'PORTFOLIO') await assertPortfolioRoom(tx, application.id);
      const inserted = await insertApplicationDocument(tx, {
        applicationId: application.id,
        type: query.type,
        name: displayNameOf(query.name, file.name),
        fileId,
        uploadedBy: user.id,
      });
      await auditIfStaff(tx, user, {
        studentId: application.studentId,
        applicationId: application.id,
        action: APPLICATION_AUDIT_ACTIONS.documentUploaded,
        before: null,
        after: { documentId: inserted.id, type: inserted.type, name: inserted.name, fileId },
      });
      await noticeApplicationUpload(deps.notifier, tx, {
        actor: user,
        application,
        document: inserted,
        conditional: false,
      });
      return inserted;
    },
  );
  return toApplicationDocumentItem(row, urlsOf(deps));
}

/** GET /application/document/all?applicationId= */
export async function listDocuments(
  deps: TFileDeps,
  user: TSessionUser,
  applicationId: number,
): Promise<TApplicationDocumentsResponse> {
  const urlOf = urlsOf(deps);
  const application = await findAccessibleApplication(deps.db, user, applicationId);
  const [documents, conditional] = await Promise.all([
    listCurrentApplicationDocuments(deps.db, application.id),
    listActiveConditionalDocuments(deps.db, application.id),
  ]);
  return {
    applicationId: application.id,
    status: application.status as TApplicationStatus,
    documents: documents.map((row) => toApplicationDocumentItem(row, urlOf)),
    conditionalDocuments: conditional.map((row) => toConditionalDocumentItem(row, urlOf)),
  };
}

/**
 * DELETE /api/application/documents/{documentId}: a portfolio row only (the SOP is replaced
 * instead), and not once the application is withdrawn (409, checked with it locked).
 */
export async function removeApplicationDocument(
  deps: TFileDeps,
  user: TSessionUser,
  documentId: number,
): Promise<{ id: number }> {
  const found = await findApplicationDocument(deps.db, documentId);
  if (!found || (found.studentId !== user.id && !isStaff(user))) {
    throw notFound(APPLICATION_MESSAGES.documentNotFound);
  }
  if (found.document.type !== 'PORTFOLIO')
    throw conflict(APPLICATION_MESSAGES.statementOfPurposeNotRemovable);
  const { document } = found;
  const storageKey = await deps.db.transaction(async (tx) => {
    await lockOpenApplication(tx, document.applicationId);
    const key = await deleteApplicationDocument(tx, documentId);
    await auditIfStaff(tx, user, {
      studentId: found.studentId,
      applicationId: document.applicationId,
      action: APPLICATION_AUDIT_ACTIONS.documentRemoved,
      before: { documentId, type: document.type, name: document.name, fileId: document.fileId },
      after: null,
    });
    return key;
  });
  if (storageKey) await deps.storage.remove(storageKey).catch(() => {});
  return { id: documentId };
}

/** The conditional document an upload goes to, if it can take one now; asked before the file is read. */
export async function findConditionalUploadTarget(
  db: TDb,
  user: TSessionUser,
  documentId: number,
): Promise<TConditionalTarget> {
  const found = await findConditionalDocument(db, documentId);
  assertConditionalUploadOpen(found, user);
  return found;
}

/**
 * POST /application/document/conditional/upload?documentId=. Checked before the file is read
 * (findConditionalUploadTarget) and again, with the rows locked, in the transaction that stores
 * it: a requirement dropped or an offer that moved on meanwhile leaves nothing stored.
 */
export async function uploadConditionalDocument(
  deps: TFileDeps & { notifier: TNotifier },
  user: TSessionUser,
  found: TConditionalTarget,
  query: TConditionalDocumentUploadQuery,
  file: TUpload['file'],
): Promise<TConditionalDocumentUploadResult> {
  const row = await storeUploadedFile(
    deps,
    { studentId: found.application.studentId, uploadedBy: user.id, file },
    async (tx, fileId, discard) => {
      const locked = await findConditionalDocument(tx, query.documentId, { forUpdate: true });
      assertConditionalUploadOpen(locked, user);
      const updated = await setConditionalUpload(tx, query.documentId, {
        name: displayNameOf(query.name, file.name),
        fileId,
        uploadedBy: user.id,
        uploadedAt: deps.clock.now(),
      });
      // The replaced file goes with its row (bytes once committed): nothing else points at it (a
      // requirement holds one file; a verdict on it is for that file only and the re-upload starts the
      // review over), and kept it would count toward the student's byte allowance forever.
      const replacedFileId = locked.document.fileId;
      if (replacedFileId !== null && replacedFileId !== fileId) {
        const replacedKey = await deleteStoredFile(tx, replacedFileId);
        if (replacedKey) discard(replacedKey);
      }
      const stateOf = (row: TConditionalDocumentRow) => ({
        documentId: row.id,
        type: row.type,
        name: row.name,
        status: row.status,
        fileId: row.fileId,
      });
      await auditIfStaff(tx, user, {
        studentId: locked.application.studentId,
        applicationId: locked.application.id,
        action: APPLICATION_AUDIT_ACTIONS.conditionalDocumentUploaded,
        before: stateOf(locked.document),
        after: stateOf(updated),
      });
      await noticeApplicationUpload(deps.notifier, tx, {
        actor: user,
        application: locked.application,
        document: updated,
        conditional: true,
      });
      return updated;
    },
  );
  const item = toConditionalDocumentItem(row, urlsOf(deps));
  return { ...item, message: APPLICATION_MESSAGES.conditionalDocumentUploaded(item.type) };
}
