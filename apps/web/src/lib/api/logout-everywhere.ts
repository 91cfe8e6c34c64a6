import { SESSION_POLICY_MESSAGES, ZMessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../api-client.ts';
import { endSession } from '../end-session.ts';
import { SIGN_OUT_EVERYWHERE_TEXTS } from '../session-texts.ts';

/** POST /auth/logout-everywhere: ends every session of the account, this one included. */
export async function logoutEverywhere(): Promise<void> {
  const response = await apiClient.post('/auth/logout-everywhere');
  ZMessageResponse.parse(response.data);
}

/**
 * "Sign out everywhere": once the server has ended every session, this tab's is cleared too and the user
 * goes to /login. A failure keeps them signed in, with a toast.
 */
export function useLogoutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logoutEverywhere,
    meta: {
      successMessage: SESSION_POLICY_MESSAGES.signedOutEverywhere,
      errorMessage: SIGN_OUT_EVERYWHERE_TEXTS.failed,
    },
    onSuccess: () => endSession(queryClient, (path) => navigate(path, { replace: true })),
  });
}
