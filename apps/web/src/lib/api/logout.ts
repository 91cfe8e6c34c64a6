import { AUTH_MESSAGES, ZMessageResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '../api-client.ts';
import { endSession } from '../end-session.ts';

/** GET /auth/logout (§7): revokes the token on the server. */
export async function logout(): Promise<void> {
  const response = await apiClient.get('/auth/logout');
  ZMessageResponse.parse(response.data);
}

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
