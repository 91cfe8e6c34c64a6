import {
  DOCUMENT_MESSAGES,
  type TDocumentDownload,
  type TDocumentDownloadQuery,
  type TDocumentList,
  type TDocumentListQuery,
  type TDocumentRemarks,
  type TDocumentRemarksUpdate,
  type TDocumentStatusUpdate,
  type TStudentDocument,
  ZDocumentUploadFields,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { isStaff, type TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { downloadUrlOf, storeUploadedFile, type TFileDeps, type TUpload } from '../files/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { refreshStudentStage, resolveStudentId } from '../students/index.ts';
import { findVisibleDocument } from './document-access.ts';
import { noticeUpload, noticeVerdict } from './document-notices.ts';
import {
  listStudentDocuments,
  lockStudentDocument,
  saveDocumentVersion,
  type TDocumentRow,
  toStudentDocument,
  updateDocument,
} from './document-repository.ts';
import { journeyApplicationOf } from './journey-application.ts';
import { pruneUnreviewedVersions } from './version-quota.ts';

/** Only students upload their documents; the route asks before it reads the file. */
export function assertMayUploadDocument(user: TSessionUser): void {
  if (isStaff(user)) throw forbidden(DOCUMENT_MESSAGES.uploadStudentsOnly);
}

/**
 * POST /student/document/upload: the file was checked (name, size, content) as it was read; the
 * fields are validated before anything is stored; then bytes, file row, document and version row
 * are written together or not at all.
 */
export async function uploadDocument(
  deps: TFileDeps & { notifier: TNotifier },
  user: TSessionUser,
  upload: TUpload,
): Promise<{ document: TStudentDocument; isNew: boolean }> {
  assertMayUploadDocument(user);
  const parsed = ZDocumentUploadFields.safeParse(upload.fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? DOCUMENT_MESSAGES.typeUnknown);
  const { type, name } = parsed.data;
  const applicationId = await journeyApplicationOf(deps.db, user.id, type, parsed.data.applicationId);
  const { document, isNew } = await storeUploadedFile(
    deps,
    { studentId: user.id, uploadedBy: user.id, file: upload.file },
    async (tx, fileId, discard) => {
      const saved = await saveDocumentVersion(tx, {
        studentId: user.id,
        type,
        applicationId,
        name: name || upload.file.name,
        fileId,
      });
      await pruneUnreviewedVersions(tx, saved.document.id, discard);
      // An upload is the student's activity (the staff list sorts by it); it moves no stage.
      await refreshStudentStage(tx, user.id);
      await noticeUpload(deps.notifier, tx, saved.document);
      return saved;
    },
  );
  return { document: toStudentDocument(document), isNew };
}

/** GET /student/document/download: a signed link to the current version, valid for five minutes. */
export async function downloadDocument(
  deps: TFileDeps,
  user: TSessionUser,
  query: TDocumentDownloadQuery,
): Promise<TDocumentDownload> {
  const document = await findVisibleDocument(deps.db, user, query);
  return { tempURL: downloadUrlOf(deps, document.currentFileId) };
}

/** GET /student/document/get-remarks */
export async function getRemarks(
  db: TDb,
  user: TSessionUser,
  query: TDocumentDownloadQuery,
): Promise<TDocumentRemarks> {
  const document = toStudentDocument(await findVisibleDocument(db, user, query));
  return { documentId: document.id, remarks: document.remarks, status: document.status };
}

/** GET /student/document/download-all: a student's own list; staff must name the student. */
export async function listDocuments(
  db: TDb,
  user: TSessionUser,
  query: TDocumentListQuery,
): Promise<TDocumentList> {
  if (isStaff(user) && query.studentId === undefined) throw badRequest(DOCUMENT_MESSAGES.studentIdRequired);
  const studentId = await resolveStudentId(db, user, query.studentId);
  return { documents: await listStudentDocuments(db, studentId) };
}

/**
 * The review call's rule (documents/review-service), held by the §7 calls that set one field each:
 * a rejected document says why, so staff never reject without a remark nor clear a rejection's.
 */
function assertRejectionKeepsRemark(current: TDocumentRow, field: 'status' | 'remarks', value: string): void {
  const next = { status: current.status, remarks: current.remarks, [field]: value };
  if (next.status !== 'REJECTED' || next.remarks !== '') return;
  throw badRequest(
    field === 'status' ? DOCUMENT_MESSAGES.rejectNeedsRemark : DOCUMENT_MESSAGES.rejectedKeepsRemark,
  );
}

type TChangeDeps = { db: TDb; notifier: TNotifier };

/**
 * Staff change the status or the remarks of a student's document. The change and its audit entry
 * are written in one transaction; a change to the same value is answered but not recorded.
 */
async function changeDocument(
  { db, notifier }: TChangeDeps,
  actor: TSessionUser,
  target: { studentId: number; documentId: number },
  change: { field: 'status' | 'remarks'; value: string; action: string },
  apply: (tx: TDb, documentId: number) => Promise<TDocumentRow>,
): Promise<TStudentDocument> {
  const updated = await db.transaction(async (tx) => {
    const current = await lockStudentDocument(tx, target.studentId, target.documentId);
    if (!current) throw notFound(DOCUMENT_MESSAGES.notFound);
    if (current[change.field] === change.value) return current;
    assertRejectionKeepsRemark(current, change.field, change.value);
    const next = await apply(tx, current.id);
    await recordAudit(tx, {
      actor,
      studentId: target.studentId,
      action: change.action,
      entityType: 'STUDENT_DOCUMENT',
      entityId: current.id,
      before: { [change.field]: current[change.field] },
      after: { [change.field]: next[change.field] },
    });
    await noticeVerdict(notifier, tx, current, next);
    return next;
  });
  return toStudentDocument(updated);
}

/** PUT /student/document/update-status (staff only). */
export const updateStatus = (db: TChangeDeps, actor: TSessionUser, body: TDocumentStatusUpdate) =>
  changeDocument(
    db,
    actor,
    body,
    { field: 'status', value: body.status, action: 'DOCUMENT_STATUS_CHANGED' },
    (tx, id) => updateDocument(tx, id, { status: body.status }),
  );

/** PUT /student/document/update-remarks (staff only). */
export const updateRemarks = (db: TChangeDeps, actor: TSessionUser, body: TDocumentRemarksUpdate) =>
  changeDocument(
    db,
    actor,
    body,
    { field: 'remarks', value: body.remarks, action: 'DOCUMENT_REMARKS_CHANGED' },
    (tx, id) => updateDocument(tx, id, { remarks: body.remarks }),
  );
