import { type TStaffAccount, ZStaffAccountList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { STAFF_TEAM_KEYS } from './staff-team-keys.ts';

/** GET /api/staff/accounts (ADMIN; a counsellor gets 403): every staff account with its assigned count. */
export async function getStaffAccounts(signal?: AbortSignal): Promise<TStaffAccount[]> {
  const response = await apiClient.get('/api/staff/accounts', { signal });
  return ZStaffAccountList.parse(response.data);
}

// Other admins change the team too: read on every visit. The page shows a failure (403 included) itself.
export const staffAccountsQuery = () =>
  queryOptions({
    queryKey: STAFF_TEAM_KEYS.accounts(),
    queryFn: ({ signal }) => getStaffAccounts(signal),
    staleTime: 0,
    meta: { isShownInline: true },
  });

/** `enabled` false for a counsellor (the call would only be refused). */
export const useStaffAccounts = (enabled: boolean) => useQuery({ ...staffAccountsQuery(), enabled });
