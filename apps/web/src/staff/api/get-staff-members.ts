import { type TStaffMember, ZStaffMemberList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { STAFF_KEYS } from './staff-keys.ts';

/** GET /api/staff/members: every staff account (filters by counsellor, assignment pickers, audit). */
export async function getStaffMembers(signal?: AbortSignal): Promise<TStaffMember[]> {
  const response = await apiClient.get('/api/staff/members', { signal });
  return ZStaffMemberList.parse(response.data);
}

export const staffMembersQuery = () =>
  queryOptions({
    queryKey: STAFF_KEYS.members(),
    queryFn: ({ signal }) => getStaffMembers(signal),
    staleTime: 5 * 60_000,
  });

export const useStaffMembers = () => useQuery(staffMembersQuery());
