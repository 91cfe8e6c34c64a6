import type {
  TDocumentDownload,
  TDocumentVersionDownloadQuery,
  TDocumentVersionList,
  TDocumentVersionsQuery,
} from '@portal/contract';
import type { TDb } from '../../db/client.ts';
import type { TSessionUser } from '../../lib/session-user.ts';
import { downloadUrlOf, type TFileDeps } from '../files/index.ts';
import { findVisibleDocument, findVisibleVersion } from './document-access.ts';
import { listDocumentVersions } from './version-repository.ts';

/** GET /student/document/versions: every upload of a document, newest first, with its verdict. */
export async function listVersions(
  db: TDb,
  user: TSessionUser,
  query: TDocumentVersionsQuery,
): Promise<TDocumentVersionList> {
  const document = await findVisibleDocument(db, user, query);
  return { documentId: document.id, versions: await listDocumentVersions(db, document) };
}

/** GET /student/document/version/download: a signed link to that version's file, as download. */
export async function downloadVersion(
  deps: TFileDeps,
  user: TSessionUser,
  query: TDocumentVersionDownloadQuery,
): Promise<TDocumentDownload> {
  const version = await findVisibleVersion(deps.db, user, query);
  return { tempURL: downloadUrlOf(deps, version.fileId) };
}
