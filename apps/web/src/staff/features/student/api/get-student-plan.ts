import { type TStudentPlan, ZStudentPlan } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_STUDENT_KEYS } from './staff-student-keys.ts';

/** GET /api/staff/students/{studentId}/plan: the registration answers, each with when it last changed. */
export async function getStudentPlan(studentId: number, signal?: AbortSignal): Promise<TStudentPlan> {
  const response = await apiClient.get(`/api/staff/students/${studentId}/plan`, { signal });
  return ZStudentPlan.parse(response.data);
}

// The student may change their answers between visits: read again on every visit, as the detail is.
export const useStudentPlan = (studentId: number) =>
  useQuery(
    queryOptions({
      queryKey: STAFF_STUDENT_KEYS.plan(studentId),
      queryFn: ({ signal }) => getStudentPlan(studentId, signal),
      staleTime: 0,
      // A failure shows in the section, with Try again.
      meta: { isShownInline: true },
    }),
  );
