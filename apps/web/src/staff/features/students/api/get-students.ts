import { type TStaffStudentsQuery, ZStaffStudentPage } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENTS_KEYS } from './staff-students-keys.ts';

export type TStaffStudentPage = z.infer<typeof ZStaffStudentPage>;

/** GET /api/staff/students?q&stage&mine&counsellorId&sort&pageNumber&pageSize (server-side search). */
export async function getStudents(
  query: TStaffStudentsQuery,
  signal?: AbortSignal,
): Promise<TStaffStudentPage> {
  const response = await apiClient.get('/api/staff/students', { params: query, signal });
  return ZStaffStudentPage.parse(response.data);
}

// The previous page stays on screen while the next one loads (no jump back to skeletons); the page shows
// a failure itself.
export const studentsQuery = (query: TStaffStudentsQuery) =>
  queryOptions({
    queryKey: STAFF_STUDENTS_KEYS.page(query),
    queryFn: ({ signal }) => getStudents(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: { isShownInline: true },
  });

export const useStudents = (query: TStaffStudentsQuery) => useQuery(studentsQuery(query));
