import { type TOnboardingRecord, ZOnboardingRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /student-onboarding/details/{id} (§7): the student's record with the registration form's answers. */
export async function getOnboardingDetails(
  studentId: string,
  signal?: AbortSignal,
): Promise<TOnboardingRecord> {
  const response = await apiClient.get(`/student-onboarding/details/${encodeURIComponent(studentId)}`, {
    signal,
  });
  return ZOnboardingRecord.parse(response.data);
}

export const ONBOARDING_DETAILS_KEY = ['onboarding', 'details'] as const;

/**
 * Read afresh on every use (staleTime 0): the answers change on the registration screen, and the courses
 * screen shows them as the filters of the student's listing. A failure is logged only (§8 names no message).
 */
export const onboardingDetailsQuery = (studentId: string) =>
  queryOptions({
    queryKey: [...ONBOARDING_DETAILS_KEY, studentId],
    queryFn: ({ signal }) => getOnboardingDetails(studentId, signal),
    staleTime: 0,
    enabled: studentId !== '',
  });
