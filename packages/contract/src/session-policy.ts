// Session lifetimes and session ending (docs/decisions/0009-staff-session-lifetime.md): staff tokens live
// only an idle period and are renewed while the staff member is active, up to an absolute limit; anyone can
// sign out everywhere; an admin can end a staff member's sessions. No zod here: the sign-in route's first
// code reads these constants (lib/session.ts), and a schema built at module level would bring zod into it
// (the performance budget). The shapes: session-responses.ts.

export const SESSION_POLICY = {
  /** Student tokens: unchanged (the spec gives no lifetime; a student signs in by OTP each day at most). */
  studentTokenSeconds: 24 * 60 * 60,
  /** A staff token is refused once this long has passed since it was issued (its last renewal). */
  staffIdleSeconds: 30 * 60,
  /** A staff session (first sign-in, the token's auth_time) ends this long after it began, renewed or not. */
  staffAbsoluteSeconds: 8 * 60 * 60,
  /** The web app renews a staff token on activity once it is this old (so idle ends 25 to 30 min after the last activity). */
  staffRenewAfterSeconds: 5 * 60,
} as const;

/** A disabled account's calls are refused with this (STAFF_ACCOUNT_MESSAGES.accountDisabled). Here, zod-free. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Ask an admin to re-enable it.';

export const SESSION_POLICY_MESSAGES = {
  idleExpired: `Your session has ended after ${SESSION_POLICY.staffIdleSeconds / 60} minutes without activity. Sign in again.`,
  absoluteExpired: `Your session has ended after ${SESSION_POLICY.staffAbsoluteSeconds / 3600} hours. Sign in again.`,
  sessionsEnded:
    'This session was ended: you signed out everywhere, or an admin ended your sessions. Sign in again.',
  signedOutEverywhere: 'You have been signed out on every device.',
  renewStaffOnly: 'Only staff sessions are renewed; a student token lasts its full lifetime.',
  cannotEndOwnSessions: 'To end your own sessions, use Sign out everywhere.',
} as const;

/** The audit action of an admin ending a staff member's sessions (entity type STAFF_ACCOUNT). */
export const SESSION_AUDIT_ACTIONS = { staffSessionsEnded: 'STAFF_SESSIONS_ENDED' } as const;

/** Session storage: why the last session ended, shown once on the sign-in screen. */
export const SESSION_ENDED_STORAGE_KEY = 'sessionEndedMessage';

/**
 * Session storage: a notification's address (/notifications/{id}, an email's link) opened signed out,
 * opened after sign-in in the same tab.
 */
export const AFTER_SIGN_IN_STORAGE_KEY = 'afterSignInPath';

/** The server's reasons for ending a session that the sign-in screen repeats (the rest say nothing new). */
export const SESSION_ENDED_REASONS: readonly string[] = [
  SESSION_POLICY_MESSAGES.idleExpired,
  SESSION_POLICY_MESSAGES.absoluteExpired,
  SESSION_POLICY_MESSAGES.sessionsEnded,
  ACCOUNT_DISABLED_MESSAGE,
];
