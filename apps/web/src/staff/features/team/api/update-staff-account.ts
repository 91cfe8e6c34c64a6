import { type TStaffAccount, type TStaffAccountUpdateBody, ZStaffAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { invalidateTeam } from './team-invalidation.ts';

/** PATCH /api/staff/accounts/{staffId} {role} or {isDisabled} (ADMIN). */
export async function updateStaffAccount(
  staffId: number,
  body: TStaffAccountUpdateBody,
): Promise<TStaffAccount> {
  const response = await apiClient.patch(`/api/staff/accounts/${staffId}`, body);
  return ZStaffAccount.parse(response.data);
}

/**
 * One change to one account, toasting `successMessage`. A refusal (409 last admin, own account) is shown
 * in the row; a 403 means the caller is no longer an admin, so the page reads who it is again. A 409 reads
 * the team again too: "Reassign their N students first" means the row's count was stale (students signed
 * up since), and with the count read again, Disable opens the dialog that reassigns them.
 */
export function useUpdateStaffAccount(staffId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffAccountUpdateBody) => updateStaffAccount(staffId, body),
    meta: { isShownInline: true, successMessage },
    onSuccess: () => invalidateTeam(queryClient),
    onError: (error) => {
      if (error instanceof ApiError && (error.httpStatus === 403 || error.httpStatus === 409))
        void invalidateTeam(queryClient);
    },
  });
}
