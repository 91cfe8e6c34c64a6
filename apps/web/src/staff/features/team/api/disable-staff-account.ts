import { type TStaffDisableBody, type TStaffDisableResult, ZStaffDisableResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { invalidateTeam } from './team-invalidation.ts';

/** POST /api/staff/accounts/{staffId}/disable (ADMIN): their students reassigned, then disabled. */
export async function disableStaffAccount(
  staffId: number,
  body: TStaffDisableBody,
): Promise<TStaffDisableResult> {
  const response = await apiClient.post(`/api/staff/accounts/${staffId}/disable`, body);
  return ZStaffDisableResult.parse(response.data);
}

/**
 * Toasts the message made from the answer (how many students the server moved: the list's count may be
 * older) and reads the team again (the counts moved). A refusal is shown in the dialog;
 * a 403 means the caller is no longer an admin, so the page reads who it is again.
 */
export function useDisableStaffAccount(
  staffId: number,
  successMessage: (result: TStaffDisableResult) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffDisableBody) => disableStaffAccount(staffId, body),
    meta: {
      isShownInline: true,
      successMessage: (answer) => successMessage(answer as TStaffDisableResult),
    },
    onSuccess: () => invalidateTeam(queryClient),
    onError: (error) => {
      if (error instanceof ApiError && error.httpStatus === 403) void invalidateTeam(queryClient);
    },
  });
}
