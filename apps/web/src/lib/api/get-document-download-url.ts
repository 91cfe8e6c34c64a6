import { ZDocumentDownload } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { STUDENT_DOCUMENT_KEYS } from './student-document-keys.ts';

/** GET /student/document/download?documentId= (§7) → tempURL, a signed link valid 5 minutes (staff add studentId). */
export async function getDocumentDownloadUrl(
  documentId: number,
  studentId?: number,
  signal?: AbortSignal,
): Promise<string> {
  const response = await apiClient.get('/student/document/download', {
    signal,
    params: studentId === undefined ? { documentId } : { documentId, studentId },
  });
  return ZDocumentDownload.parse(response.data).tempURL;
}

/**
 * A fresh link for each opening (the link expires, so nothing is kept: staleTime and gcTime 0). The
 * preview shows §8 'Failed to get document URL' itself.
 */
export const documentDownloadUrlQuery = (documentId: number, studentId?: number) =>
  queryOptions({
    queryKey: STUDENT_DOCUMENT_KEYS.downloadUrl(documentId, studentId),
    queryFn: ({ signal }) => getDocumentDownloadUrl(documentId, studentId, signal),
    staleTime: 0,
    gcTime: 0,
    meta: { isShownInline: true },
  });

export const useDocumentDownloadUrl = (id: number, studentId: number | undefined, isEnabled: boolean) =>
  useQuery({ ...documentDownloadUrlQuery(id, studentId), enabled: isEnabled });
