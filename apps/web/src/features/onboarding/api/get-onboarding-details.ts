import { type TOnboardingRecord, ZOnboardingRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { ONBOARDING_KEYS } from './onboarding-keys.ts';

/** GET /student-onboarding/details/{id} (§7): the student's name and the registration answers saved so far. */
export async function getOnboardingDetails(
  studentId: number,
  signal?: AbortSignal,
): Promise<TOnboardingRecord> {
  const response = await apiClient.get(`/student-onboarding/details/${studentId}`, { signal });
  return ZOnboardingRecord.parse(response.data);
}

// The page says itself when the answers cannot be read (and still offers the form).
export const onboardingDetailsQuery = (studentId: number) =>
  queryOptions({
    queryKey: ONBOARDING_KEYS.details(studentId),
    queryFn: ({ signal }) => getOnboardingDetails(studentId, signal),
    meta: { isShownInline: true },
  });

/** The saved answers; disabled without a student id (nothing to read: the form starts empty). */
export const useOnboardingDetails = (studentId: number | null) =>
  useQuery({ ...onboardingDetailsQuery(studentId ?? 0), enabled: studentId !== null });
