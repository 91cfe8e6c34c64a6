import {
  APPLICATION_AUDIT_ACTIONS,
  APPLICATION_MESSAGES,
  APPLICATION_NEXT_STATUSES,
  type TApplicationStaffView,
  type TApplicationStatus,
  type TConditionalDocumentsUpdateResult,
  type TConditionalDocumentType,
  type TOfferLetterKind,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { recordAudit } from '../audit/index.ts';
import { downloadUrlOf, storeUploadedFile, type TFileDeps, type TUpload } from '../files/index.ts';
import type { TNotifier } from '../notifications/index.ts';
import { refreshStudentStage } from '../students/index.ts';
import { noticeConditionalDocuments, noticeOfferLetter, noticeStatusChanged } from './application-notices.ts';
import {
  findApplication,
  type TApplicationRow,
  toStaffView,
  updateApplication,
} from './application-repository.ts';
import {
  insertConditionalTypes,
  listActiveConditionalDocuments,
  markConditionalDocumentsRemoved,
  toConditionalDocumentItem,
} from './document-repository.ts';

const ENTITY_TYPE = 'application';

type TDeps = TFileDeps & { notifier: TNotifier };

/** The application, or 404; `forUpdate` locks it until the transaction ends. */
async function requireApplication(
  db: TDb,
  applicationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TApplicationRow> {
  const row = await findApplication(db, applicationId, options);
  if (!row) throw notFound(APPLICATION_MESSAGES.applicationNotFound);
  return row;
}

/** The application, locked until the transaction ends so staff changes never interleave. */
const lockApplication = (tx: TDb, applicationId: number) =>
  requireApplication(tx, applicationId, { forUpdate: true });

/**
 * Once the student opted out, staff no longer change the application's documents (409). Asked
 * with the row locked, as the opt-out locks it: an opt-out racing the change comes wholly before
 * (409) or after it.
 */
function assertNotWithdrawn(row: TApplicationRow): TApplicationRow {
  if (row.status === 'WITHDRAWN') throw conflict(APPLICATION_MESSAGES.applicationWithdrawnByStudent);
  return row;
}

/**
 * PUT /api/staff/applications/{applicationId}/status: only the moves of APPLICATION_NEXT_STATUSES
 * (409 otherwise). Setting the status it already has changes nothing and records nothing (200).
 */
export async function changeStatus(
  { db, notifier }: { db: TDb; notifier: TNotifier },
  staff: TSessionUser,
  applicationId: number,
  status: TApplicationStatus,
): Promise<TApplicationStaffView> {
  return db.transaction(async (tx) => {
    const before = await lockApplication(tx, applicationId);
    const from = before.status as TApplicationStatus;
    if (from === status) return toStaffView(before);
    if (!APPLICATION_NEXT_STATUSES[from].includes(status)) {
      throw conflict(APPLICATION_MESSAGES.statusTransitionNotAllowed(from, status));
    }
    const after = await updateApplication(tx, applicationId, { status });
    await refreshStudentStage(tx, before.studentId);
    await recordAudit(tx, {
      actor: staff,
      studentId: before.studentId,
      action: APPLICATION_AUDIT_ACTIONS.statusChanged,
      entityType: ENTITY_TYPE,
      entityId: applicationId,
      before: { status: from },
      after: { status },
    });
    await noticeStatusChanged(notifier, tx, after);
    return toStaffView(after);
  });
}

/**
 * The application an offer letter goes to (404 when none, 409 once withdrawn); the route asks
 * before it reads the file, and uploadOfferLetter asks again with the row locked.
 */
export const findOfferLetterTarget = async (db: TDb, applicationId: number) =>
  assertNotWithdrawn(await requireApplication(db, applicationId));

/**
 * POST /api/staff/applications/{applicationId}/offer-letter?kind= (multipart PDF), once the file
 * is read. A new letter replaces the one the student downloads; the earlier stored file stays on
 * record. A withdrawn application takes none (409), also when the opt-out lands during the upload.
 */
export async function uploadOfferLetter(
  deps: TDeps,
  staff: TSessionUser,
  application: TApplicationRow,
  kind: TOfferLetterKind,
  file: TUpload['file'],
): Promise<TApplicationStaffView> {
  const applicationId = application.id;
  const column = kind === 'CONDITIONAL' ? 'conditionalOfferFileId' : 'unconditionalOfferFileId';
  return storeUploadedFile(
    deps,
    { studentId: application.studentId, uploadedBy: staff.id, file },
    async (tx, fileId) => {
      const before = assertNotWithdrawn(await lockApplication(tx, applicationId));
      const after = await updateApplication(tx, applicationId, { [column]: fileId });
      await recordAudit(tx, {
        actor: staff,
        studentId: before.studentId,
        action: APPLICATION_AUDIT_ACTIONS.offerLetterUploaded,
        entityType: ENTITY_TYPE,
        entityId: applicationId,
        before: { kind, fileId: before[column] },
        after: { kind, fileId, fileName: file.name },
      });
      await noticeOfferLetter(deps.notifier, tx, after, kind);
      return toStaffView(after);
    },
  );
}

/**
 * PUT /api/staff/applications/{applicationId}/conditional-documents {types}: the whole list of
 * required types. Missing ones are added, ones no longer listed are dropped (kept with removedAt,
 * uploads included), listed ones already asked for stay as they are. Audited only when it changes.
 * A withdrawn application's list is frozen (409).
 */
export async function setConditionalDocuments(
  deps: TDeps,
  staff: TSessionUser,
  applicationId: number,
  types: readonly TConditionalDocumentType[],
): Promise<TConditionalDocumentsUpdateResult> {
  const wanted = [...new Set(types)];
  const rows = await deps.db.transaction(async (tx) => {
    const application = assertNotWithdrawn(await lockApplication(tx, applicationId));
    const current = await listActiveConditionalDocuments(tx, applicationId);
    const currentTypes = current.map((row) => row.type);
    const toAdd = wanted.filter((type) => !currentTypes.includes(type));
    const toDrop = current.filter((row) => !wanted.includes(row.type as TConditionalDocumentType));
    if (toAdd.length === 0 && toDrop.length === 0) return current;
    await markConditionalDocumentsRemoved(
      tx,
      toDrop.map((row) => row.id),
      deps.clock.now(),
    );
    await insertConditionalTypes(tx, applicationId, toAdd);
    const next = await listActiveConditionalDocuments(tx, applicationId);
    await recordAudit(tx, {
      actor: staff,
      studentId: application.studentId,
      action: APPLICATION_AUDIT_ACTIONS.conditionalDocumentsSet,
      entityType: ENTITY_TYPE,
      entityId: applicationId,
      before: { types: currentTypes },
      after: { types: next.map((row) => row.type) },
    });
    await noticeConditionalDocuments(deps.notifier, tx, application, {
      addedIds: next
        .filter((row) => toAdd.includes(row.type as TConditionalDocumentType))
        .map((row) => row.id),
      types: next.map((row) => row.type),
    });
    return next;
  });
  return {
    applicationId,
    conditionalDocuments: rows.map((row) => toConditionalDocumentItem(row, (id) => downloadUrlOf(deps, id))),
  };
}
