import { type TStaffSessionsEnded, ZStaffSessionsEnded } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { invalidateTeam } from './team-invalidation.ts';

/** POST /api/staff/accounts/{staffId}/end-sessions (ADMIN): every token the member holds is refused. */
export async function endStaffSessions(staffId: number): Promise<TStaffSessionsEnded> {
  const response = await apiClient.post(`/api/staff/accounts/${staffId}/end-sessions`);
  return ZStaffSessionsEnded.parse(response.data);
}

/** Toasts `successMessage`; a refusal shows in the row, and a 403 reads who the caller is again. */
export function useEndStaffSessions(staffId: number, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endStaffSessions(staffId),
    meta: { isShownInline: true, successMessage },
    onError: (error) => {
      if (error instanceof ApiError && error.httpStatus === 403) void invalidateTeam(queryClient);
    },
  });
}
