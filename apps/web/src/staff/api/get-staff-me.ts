import { type TStaffMe, ZStaffMe } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { STAFF_KEYS } from './staff-keys.ts';

/** GET /api/staff/me: the signed-in staff member as the database has it now (an admin may change the role). */
export async function getStaffMe(signal?: AbortSignal): Promise<TStaffMe> {
  const response = await apiClient.get('/api/staff/me', { signal });
  return ZStaffMe.parse(response.data);
}

// Read again when the window regains focus: a role change shows without signing out.
export const staffMeQuery = () =>
  queryOptions({
    queryKey: STAFF_KEYS.me(),
    queryFn: ({ signal }) => getStaffMe(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export const useStaffMe = () => useQuery(staffMeQuery());
