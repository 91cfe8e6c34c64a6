import { type TStaffStudentDetail, ZStaffStudentDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** GET /api/staff/students/{studentId}: account, profile, documents, shortlist, counselling, payments, applications. */
export async function getStudentDetail(
  studentId: number,
  signal?: AbortSignal,
): Promise<TStaffStudentDetail> {
  const response = await apiClient.get(`/api/staff/students/${studentId}`, { signal });
  return ZStaffStudentDetail.parse(response.data);
}

// Students and colleagues change it between visits: read again on every visit and on window focus.
export const studentDetailQuery = (studentId: number) =>
  queryOptions({
    queryKey: STAFF_STUDENT_KEYS.detail(studentId),
    queryFn: ({ signal }) => getStudentDetail(studentId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useStudentDetail = (studentId: number) => useQuery(studentDetailQuery(studentId));
