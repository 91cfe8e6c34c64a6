import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { FILE_TRANSFER_TIMEOUT_MS } from './file-transfer.ts';
import { STUDENT_DOCUMENT_KEYS } from './student-document-keys.ts';

/**
 * The bytes behind a signed link (a download call's tempURL, same origin: the signature is the permission).
 * Through the app's client so a failure is an ApiError like any other; its Content-Type, set by the
 * server from the bytes, becomes the Blob's type.
 */
export async function getSignedFile(tempUrl: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiClient.get<Blob>(tempUrl, {
    signal,
    responseType: 'blob',
    timeout: FILE_TRANSFER_TIMEOUT_MS,
  });
  return response.data;
}

/** Kept only while shown (gcTime 0): a document may be 10 MB. The preview shows §8 'Error downloading document'. */
export const signedFileQuery = (tempUrl: string) =>
  queryOptions({
    queryKey: STUDENT_DOCUMENT_KEYS.file(tempUrl),
    queryFn: ({ signal }) => getSignedFile(tempUrl, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { isShownInline: true },
  });

/** The bytes once the link is known. */
export const useSignedFile = (tempUrl: string | undefined) =>
  useQuery({ ...signedFileQuery(tempUrl ?? ''), enabled: tempUrl !== undefined });
