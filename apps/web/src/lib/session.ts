import {
  AFTER_SIGN_IN_STORAGE_KEY,
  LOCAL_STORAGE_KEYS,
  ROLES,
  SESSION_ENDED_STORAGE_KEY,
  SESSION_STORAGE_KEYS,
  STAFF_ROLES,
  type TOtpVerifyResponse,
  type TRole,
  type TSessionResponse,
} from '@portal/contract';
import { PATHS } from './paths.ts';
import { isSameSession, readTokenClaims } from './token-claims.ts';

/** The browser storage of spec §3: the token and the counselling flag live in local storage, the rest per tab. */

type TStorageName = 'local' | 'session';

/** The storage by name, looked up on use: none exists while the build prerenders the sign-in screen. */
const storageOf = (name: TStorageName): Storage => (name === 'local' ? localStorage : sessionStorage);

function read(storage: TStorageName, key: string): string | null {
  try {
    return storageOf(storage).getItem(key);
  } catch {
    return null; // storage disabled (privacy settings): behave as signed out
  }
}

function write(storage: TStorageName, key: string, value: string): void {
  try {
    storageOf(storage).setItem(key, value);
  } catch {
    // storage full or disabled: the session simply does not persist
  }
}

export const readToken = () => read('local', LOCAL_STORAGE_KEYS.token);
export const hasToken = () => Boolean(readToken());
/** A renewed staff token (staff/lib/use-staff-session-renewal.ts) replaces the stored one. */
export const storeToken = (token: string) => write('local', LOCAL_STORAGE_KEYS.token, token);

/** Why the last session ended (idle, 8 hours, ended elsewhere), shown on the sign-in screen until sign-in. */
export const storeSessionEndedMessage = (message: string) =>
  write('session', SESSION_ENDED_STORAGE_KEY, message);
export const readSessionEndedMessage = () => read('session', SESSION_ENDED_STORAGE_KEY);

/** A notification's address opened signed out (an email's link): sign-in opens it (features/auth). */
export const storeAfterSignInPath = (path: string) => write('session', AFTER_SIGN_IN_STORAGE_KEY, path);

/**
 * Calls `onChange` when another tab signs out or in (its token replaced or removed; local storage is shared
 * between tabs, and the browser tells the others). Returns the unsubscribe.
 */
export function onTokenChangedElsewhere(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    // key null: the other tab cleared the storage (logout, session expiry).
    const isCleared = event.key === null;
    // A staff token renewed by another tab is the same session: nothing to reload.
    const isTokenChanged =
      event.key === LOCAL_STORAGE_KEYS.token &&
      event.oldValue !== event.newValue &&
      !isSameSession(event.oldValue, event.newValue);
    if (isCleared || isTokenChanged) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** §3: studentId always; enrollmentId and referenceId only when not null; userName; and the role (ours). */
function storeAccount(account: Omit<TSessionResponse, 'isEvent'>): void {
  write('session', SESSION_STORAGE_KEYS.studentId, String(account.studentId));
  if (account.enrollmentId !== null) {
    write('session', SESSION_STORAGE_KEYS.enrollmentId, String(account.enrollmentId));
  }
  if (account.referenceId !== null) write('session', SESSION_STORAGE_KEYS.referenceId, account.referenceId);
  write('session', SESSION_STORAGE_KEYS.userName, account.userName);
  write('session', SESSION_STORAGE_KEYS.role, account.role);
}

/** After sign-in: the token (local) and the account's keys (session, §3). */
export function storeSignIn(result: TOtpVerifyResponse): void {
  hasEndedSessionHere = false;
  write('local', LOCAL_STORAGE_KEYS.token, result.token);
  try {
    sessionStorage.removeItem(SESSION_ENDED_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  storeAccount(result);
  // Set by the event verification before sign-in; everyone else is not an event user.
  write('session', SESSION_STORAGE_KEYS.isEvent, isEventUser() ? 'true' : 'false');
}

/**
 * A tab that has the token but not the per-tab keys (a second tab, a new window: session storage is not
 * shared) gets them back from the server (GET /auth/session) before its first signed-in call.
 */
export const needsSessionRestore = () =>
  hasToken() && (readStudentId() === null || readRole() === null || holdsAnotherAccountsKeys());

/**
 * The account the stored token was issued to (the JWT's `sub`), read without verifying it — the server does
 * that on every call. Only used to tell whether this tab's keys belong to the token: null when unreadable.
 */
function tokenAccountId(): string | null {
  return readTokenClaims(readToken())?.sub ?? null;
}

/**
 * This tab's keys are another account's: another tab signed out and in as someone else (local storage is
 * shared, session storage is not), so the ids this tab would send are not the token's.
 */
function holdsAnotherAccountsKeys(): boolean {
  const tokenAccount = tokenAccountId();
  const storedAccount = readStudentId();
  return tokenAccount !== null && storedAccount !== null && tokenAccount !== storedAccount;
}

export function storeRestoredSession(session: TSessionResponse): void {
  // Nothing of the previous account's (its enrollment, application, event code) may stay in this tab.
  if (readStudentId() !== String(session.studentId)) clearTabKeys();
  storeAccount(session);
  storeIsEvent(session.isEvent);
}

function clearTabKeys(): void {
  try {
    sessionStorage.clear();
  } catch {
    // nothing stored
  }
}

/**
 * Whether this page ended the session itself (logout, a 401): read by the route guard, which must then
 * send the visitor to /login as endSession does, not to /. The router applies endSession's navigation in
 * a transition, so a guard rendered before it lands would otherwise overtake it with its own redirect.
 */
let hasEndedSessionHere = false;
export const didThisPageEndTheSession = () => hasEndedSessionHere;
/** A fresh page as far as that mark goes: the test setup calls it after each test (modules outlive a file there). */
export const forgetThatThisPageEndedTheSession = () => {
  hasEndedSessionHere = false;
};

/** Logout and session expiry (§4): both storages are cleared. */
export function clearSession(): void {
  hasEndedSessionHere = true;
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // nothing stored
  }
}

export const readStudentId = () => read('session', SESSION_STORAGE_KEYS.studentId);
export const readEnrollmentId = () => read('session', SESSION_STORAGE_KEYS.enrollmentId);
export const readUserName = () => read('session', SESSION_STORAGE_KEYS.userName) ?? '';

/** The signed-in account's role, or null when this tab does not know it (yet). */
export function readRole(): TRole | null {
  const role = read('session', SESSION_STORAGE_KEYS.role);
  return (ROLES as readonly (string | null)[]).includes(role) ? (role as TRole) : null;
}

/** A counsellor or admin: the student screens are not theirs (they have /staff until the staff console). */
export const isStaffUser = () => (STAFF_ROLES as readonly (string | null)[]).includes(readRole());
export const storeUserName = (name: string) => write('session', SESSION_STORAGE_KEYS.userName, name);

export const isEventUser = () => read('session', SESSION_STORAGE_KEYS.isEvent) === 'true';
export const storeIsEvent = (isEvent: boolean) =>
  write('session', SESSION_STORAGE_KEYS.isEvent, isEvent ? 'true' : 'false');

export const readEventCode = () => read('session', SESSION_STORAGE_KEYS.eventCode);
export const storeEventCode = (code: string) => write('session', SESSION_STORAGE_KEYS.eventCode, code);

export const isCounsellingBooked = () => read('local', LOCAL_STORAGE_KEYS.isCounsellingBooked) === 'true';
export const storeCounsellingBooked = (isBooked: boolean) =>
  write('local', LOCAL_STORAGE_KEYS.isCounsellingBooked, isBooked ? 'true' : 'false');

/** May open /dashboard (§2): counselling is booked, or an event user (§6: sent to the dashboard instead). */
export const canOpenDashboard = () => isCounsellingBooked() || isEventUser();

/**
 * Where "home" is (§2 Profile home link, brand logo): /staff for staff; for a student the dashboard when it may
 * be opened, else the courses.
 */
export function homePath(): string {
  if (isStaffUser()) return PATHS.staff;
  return canOpenDashboard() ? PATHS.dashboard : PATHS.courses;
}
