import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isEventUser, readEventCode, storeSignIn } from '../../../lib/session.ts';
import { loadSignInRequests } from '../api/load-sign-in-requests.ts';

export type TSignInInput = { mobileNumber: string; otp: string };

/**
 * Verifies the code, stores the session (§3), drops any previous user's cached data and opens the next
 * screen. Failures are shown inline by the form (a wrong code stays on the login screen, §4).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ mobileNumber, otp }: TSignInInput) => {
      const requests = await loadSignInRequests();
      const eventCode = isEventUser() ? readEventCode() : null;
      const result = await requests.verifyOtp({ mobileNumber, otp, eventCode });
      queryClient.removeQueries();
      storeSignIn(result);
      return requests.resolveSignInDestination(result);
    },
    meta: { isShownInline: true },
    onSuccess: ({ path, state }) => navigate(path, { replace: true, state }),
  });
}
