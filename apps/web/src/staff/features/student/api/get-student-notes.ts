import { type TPage, type TStaffNote, ZStaffNotePage } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

export const NOTES_PAGE_SIZE = 10;

/** GET /api/staff/students/{studentId}/notes?pageNumber&pageSize: staff-only notes, newest first. */
export async function getStudentNotes(
  studentId: number,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<TPage<TStaffNote>> {
  const response = await apiClient.get(`/api/staff/students/${studentId}/notes`, {
    signal,
    params: { pageNumber, pageSize: NOTES_PAGE_SIZE },
  });
  return ZStaffNotePage.parse(response.data);
}

// Colleagues add notes too: read again on every visit; the page being left stays while the next loads.
export const studentNotesQuery = (studentId: number, pageNumber: number) =>
  queryOptions({
    queryKey: STAFF_STUDENT_KEYS.notes(studentId, pageNumber),
    queryFn: ({ signal }) => getStudentNotes(studentId, pageNumber, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { isShownInline: true },
  });

export const useStudentNotes = (studentId: number, pageNumber: number) =>
  useQuery(studentNotesQuery(studentId, pageNumber));
