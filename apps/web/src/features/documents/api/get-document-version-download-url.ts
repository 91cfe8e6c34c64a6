import { ZDocumentDownload } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STUDENT_DOCUMENT_KEYS } from '../../../lib/api/student-document-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /student/document/version/download?versionId= → tempURL of one earlier upload (staff add studentId). */
export async function getDocumentVersionDownloadUrl(
  versionId: number,
  studentId?: number,
  signal?: AbortSignal,
): Promise<string> {
  const response = await apiClient.get('/student/document/version/download', {
    signal,
    params: studentId === undefined ? { versionId } : { versionId, studentId },
  });
  return ZDocumentDownload.parse(response.data).tempURL;
}

/** As documentDownloadUrlQuery: a fresh link for each opening, the failure shown by the preview. */
export const documentVersionDownloadUrlQuery = (versionId: number, studentId?: number) =>
  queryOptions({
    queryKey: STUDENT_DOCUMENT_KEYS.versionDownloadUrl(versionId, studentId),
    queryFn: ({ signal }) => getDocumentVersionDownloadUrl(versionId, studentId, signal),
    staleTime: 0,
    gcTime: 0,
    meta: { isShownInline: true },
  });

export const useDocumentVersionDownloadUrl = (
  id: number,
  studentId: number | undefined,
  isEnabled: boolean,
) => useQuery({ ...documentVersionDownloadUrlQuery(id, studentId), enabled: isEnabled });
