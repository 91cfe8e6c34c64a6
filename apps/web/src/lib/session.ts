import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, type TOtpVerifyResponse } from '@portal/contract';
import { PATHS } from './paths.ts';

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

/** §3: token (local); studentId always; enrollmentId and referenceId only when not null; userName; isEvent. */
export function storeSignIn(result: TOtpVerifyResponse): void {
  write('local', LOCAL_STORAGE_KEYS.token, result.token);
  write('session', SESSION_STORAGE_KEYS.studentId, String(result.studentId));
  if (result.enrollmentId !== null) {
    write('session', SESSION_STORAGE_KEYS.enrollmentId, String(result.enrollmentId));
  }
  if (result.referenceId !== null) write('session', SESSION_STORAGE_KEYS.referenceId, result.referenceId);
  write('session', SESSION_STORAGE_KEYS.userName, result.userName);
  // Set by the event verification before sign-in; everyone else is not an event user.
  write('session', SESSION_STORAGE_KEYS.isEvent, isEventUser() ? 'true' : 'false');
}

/** Logout and session expiry (§4): both storages are cleared. */
export function clearSession(): void {
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

/** Where "home" is (§2 Profile home link, brand logo): the dashboard when it may be opened, else the courses. */
export const homePath = () => (canOpenDashboard() ? PATHS.dashboard : PATHS.courses);
