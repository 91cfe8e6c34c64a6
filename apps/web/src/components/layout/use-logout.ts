import { AUTH_MESSAGES } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/api/logout.ts';
import { endSession } from '../../lib/end-session.ts';

/** §4 Logout: tell the server (GET /auth/logout), then clear both storages and go to /login, whatever it said. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { successMessage: AUTH_MESSAGES.loggedOut },
    onSettled: () => endSession(queryClient, (path) => navigate(path, { replace: true })),
  });
}
