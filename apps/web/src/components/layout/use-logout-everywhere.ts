import { SESSION_POLICY_MESSAGES } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logoutEverywhere } from '../../lib/api/logout-everywhere.ts';
import { endSession } from '../../lib/end-session.ts';
import { SIGN_OUT_EVERYWHERE_TEXTS } from './session-texts.ts';

/**
 * "Sign out everywhere" (POST /auth/logout-everywhere): once the server has ended every session, this
 * tab's is cleared too and the user goes to /login. A failure keeps them signed in, with a toast.
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
