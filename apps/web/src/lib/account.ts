/**
 * What the signed-in shells show of the account and what their account controls do. The shells make no
 * server calls: the app passes these in (app/signed-in-layout.tsx, staff/staff-shell.tsx), wired to the
 * session calls by use-account-actions.ts and use-student-account.ts.
 */

/** Logout and Sign out everywhere, with whether each is under way. */
export type TAccountActions = {
  logOut: () => void;
  isLoggingOut: boolean;
  signOutEverywhere: () => void;
  isSigningOutEverywhere: boolean;
};

/** The student avatar: the profile's progress (0 when unknown), the name, the photo as a data URL or null. */
export type TStudentAccount = { progressPercent: number; name: string; photo: string | null };

/** The hook the app passes to the student header: the avatar calls it. */
export type TUseStudentAccount = () => TStudentAccount;
