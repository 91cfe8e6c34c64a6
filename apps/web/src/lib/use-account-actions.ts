import type { TAccountActions } from './account.ts';
import { useLogout } from './api/logout.ts';
import { useLogoutEverywhere } from './api/logout-everywhere.ts';

/** Logout and Sign out everywhere for the shells' account controls (the student menu, the staff frame). */
export function useAccountActions(): TAccountActions {
  const { mutate: logOut, isPending: isLoggingOut } = useLogout();
  const { mutate: signOutEverywhere, isPending: isSigningOutEverywhere } = useLogoutEverywhere();
  return {
    logOut: () => logOut(),
    isLoggingOut,
    signOutEverywhere: () => signOutEverywhere(),
    isSigningOutEverywhere,
  };
}
