import { type TDocumentVersion, ZDocumentVersionList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STUDENT_DOCUMENT_KEYS } from '../../../lib/api/student-document-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /student/document/versions?documentId= (staff add studentId): every upload, newest first. */
export async function getDocumentVersions(
  documentId: number,
  studentId?: number,
  signal?: AbortSignal,
): Promise<TDocumentVersion[]> {
  const response = await apiClient.get('/student/document/versions', {
    signal,
    params: studentId === undefined ? { documentId } : { documentId, studentId },
  });
  return ZDocumentVersionList.parse(response.data).versions;
}

/** The list shows its own failure (with Try again); an upload refreshes it through STUDENT_DOCUMENT_KEYS.all. */
export const documentVersionsQuery = (documentId: number, studentId?: number) =>
  queryOptions({
    queryKey: STUDENT_DOCUMENT_KEYS.versions(documentId),
    queryFn: ({ signal }) => getDocumentVersions(documentId, studentId, signal),
    meta: { isShownInline: true },
  });

/** Asked only once the list is opened (`isEnabled`). */
export const useDocumentVersions = (documentId: number, studentId: number | undefined, isEnabled: boolean) =>
  useQuery({ ...documentVersionsQuery(documentId, studentId), enabled: isEnabled });
