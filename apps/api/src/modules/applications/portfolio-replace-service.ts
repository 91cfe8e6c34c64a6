import {
  APPLICATION_AUDIT_ACTIONS,
  APPLICATION_MESSAGES,
  type TApplicationDocumentItem,
  type TApplicationDocumentUploadQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
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
import { assertNotWithdrawn, lockOpenApplication } from './application-guards.ts';
import { noticeApplicationUpload } from './application-notices.ts';
import type { TApplicationRow } from './application-repository.ts';
import { toApplicationDocumentItem } from './document-repository.ts';
import { lockApplicationDocument, replaceApplicationDocumentFile } from './document-review-repository.ts';

type TReplaceQuery = TApplicationDocumentUploadQuery & { documentId: number };

/** The portfolio row of this application the query names, locked (inside a transaction); 404 for any other id. */
async function lockPortfolioRow(tx: TDb, query: TReplaceQuery) {
  const found = await lockApplicationDocument(tx, query.documentId);
  if (!found || found.document.applicationId !== query.applicationId || found.document.type !== 'PORTFOLIO') {
    throw notFound(APPLICATION_MESSAGES.documentNotFound);
  }
  return found.document;
}

/**
 * The application and portfolio row a replacing upload goes to (404 unless the caller may see them;
 * 409 once withdrawn), asked before the file is read. A replacement takes no room: the portfolio
 * limit is not asked.
 */
export async function findReplaceTarget(
  db: TDb,
  user: TSessionUser,
  query: TReplaceQuery,
): Promise<TApplicationRow> {
  const application = assertNotWithdrawn(await findAccessibleApplication(db, user, query.applicationId));
  await lockPortfolioRow(db, query);
  return application;
}

/**
 * POST /application/document/upload?documentId=: the new file takes the row's place and its review
 * starts over (UPLOADED, no remarks, no reviewer). The replaced file goes with it (bytes once
 * committed), as a conditional document's does: a verdict is on the file it was given for. Checked
 * again with the application and row locked in the transaction that stores the file.
 */
export async function replacePortfolioDocument(
  deps: TFileDeps & { notifier: TNotifier },
  user: TSessionUser,
  application: TApplicationRow,
  query: TReplaceQuery,
  file: TUpload['file'],
): Promise<TApplicationDocumentItem> {
  const row = await storeUploadedFile(
    deps,
    { studentId: application.studentId, uploadedBy: user.id, file },
    async (tx, fileId, discard) => {
      await lockOpenApplication(tx, application.id);
      const before = await lockPortfolioRow(tx, query);
      const after = await replaceApplicationDocumentFile(tx, before.id, {
        fileId,
        name: query.name || file.name,
        uploadedBy: user.id,
        createdAt: deps.clock.now(),
      });
      const replacedKey = await deleteStoredFile(tx, before.fileId);
      if (replacedKey) discard(replacedKey);
      if (isStaff(user)) {
        const stateOf = (row: typeof before) => ({
          documentId: row.id,
          type: row.type,
          name: row.name,
          status: row.status,
          fileId: row.fileId,
        });
        await recordAudit(tx, {
          actor: user,
          studentId: application.studentId,
          action: APPLICATION_AUDIT_ACTIONS.documentUploaded,
          entityType: 'application',
          entityId: application.id,
          before: stateOf(before),
          after: stateOf(after),
        });
      }
      await noticeApplicationUpload(deps.notifier, tx, {
        actor: user,
        application,
        document: after,
        conditional: false,
      });
      return after;
    },
  );
  return toApplicationDocumentItem(row, (id) => downloadUrlOf(deps, id));
}
