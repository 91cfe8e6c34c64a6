import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from './paths.ts';
import { clearSession, storeSessionEndedMessage } from './session.ts';

/**
 * Session expiry and logout (§2, §4): both storages cleared, /login, and the signed-out user's cached
 * data dropped (after the navigation, so no screen re-renders with an empty cache first). `message`: why
 * the session ended, shown on the sign-in screen (idle, 8 hours, ended elsewhere).
 */
export function endSession(
  queryClient: QueryClient,
  navigate: (path: string) => unknown,
  message?: string,
): void {
  clearSession();
  if (message) storeSessionEndedMessage(message);
  navigate(PATHS.login);
  queueMicrotask(() => queryClient.clear());
}
