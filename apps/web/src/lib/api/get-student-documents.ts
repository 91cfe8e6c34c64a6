import { type TStudentDocument, ZDocumentList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { EARLY_PROFILE_URLS, takeEarlyResponse } from '../early-responses.ts';
import { STUDENT_DOCUMENT_KEYS } from './student-document-keys.ts';

/** GET /student/document/download-all (§7): the current documents, one per type (staff name the student). */
export async function getStudentDocuments(
  studentId?: number,
  signal?: AbortSignal,
): Promise<TStudentDocument[]> {
  if (studentId === undefined) {
    const early = await takeEarlyResponse(EARLY_PROFILE_URLS.documents);
    if (early) return ZDocumentList.parse(early).documents;
  }
  const response = await apiClient.get(EARLY_PROFILE_URLS.documents, {
    signal,
    ...(studentId === undefined ? {} : { params: { studentId } }),
  });
  return ZDocumentList.parse(response.data).documents;
}

/** §8 names no message for the list: a failure is logged only; each slot shows "not uploaded". */
export const studentDocumentsQuery = (studentId?: number) =>
  queryOptions({
    queryKey: STUDENT_DOCUMENT_KEYS.list(studentId),
    queryFn: ({ signal }) => getStudentDocuments(studentId, signal),
  });

export const useStudentDocuments = (studentId?: number) => useQuery(studentDocumentsQuery(studentId));
