import { type TStaffAccount, type TStaffAccountCreateBody, ZStaffAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { TEAM_TEXTS } from '../team-texts.ts';
import { invalidateTeam } from './team-invalidation.ts';

/** POST /api/staff/accounts {mobileNumber, name, role} (ADMIN) → 201 the new account. */
export async function createStaffAccount(body: TStaffAccountCreateBody): Promise<TStaffAccount> {
  const response = await apiClient.post('/api/staff/accounts', body);
  return ZStaffAccount.parse(response.data);
}

/** The form shows a refusal (409 mobile taken, 400) at its fields; a success toasts and reads the team again. */
export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffAccount,
    meta: { isShownInline: true, successMessage: TEAM_TEXTS.added },
    onSuccess: () => invalidateTeam(queryClient),
  });
}
