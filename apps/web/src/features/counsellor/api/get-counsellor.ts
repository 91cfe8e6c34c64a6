import { type TStudentCounsellor, ZStudentCounsellorResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COUNSELLOR_KEYS } from './counsellor-keys.ts';

/** GET /api/student/counsellor: the signed-in student's counsellor, or null while none is assigned. */
export async function getCounsellor(signal?: AbortSignal): Promise<TStudentCounsellor | null> {
  const response = await apiClient.get('/api/student/counsellor', { signal });
  return ZStudentCounsellorResponse.parse(response.data).counsellor;
}

// An admin may reassign the student, and "available now" moves with the clock: read on every visit,
// when the window is back, and each minute while the card is on screen.
export const counsellorQuery = () =>
  queryOptions({
    queryKey: COUNSELLOR_KEYS.card(),
    queryFn: ({ signal }) => getCounsellor(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

export const useCounsellor = () => useQuery(counsellorQuery());
