import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from './paths.ts';
import { clearSession } from './session.ts';

/**
 * Session expiry and logout (§2, §4): both storages cleared, /login, and the signed-out user's cached
 * data dropped (after the navigation, so no screen re-renders with an empty cache first).
 */
export function endSession(queryClient: QueryClient, navigate: (path: string) => unknown): void {
  clearSession();
  navigate(PATHS.login);
  queueMicrotask(() => queryClient.clear());
}
