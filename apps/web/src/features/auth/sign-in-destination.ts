import { AFTER_SIGN_IN_STORAGE_KEY, STAFF_ROLES, type TOtpVerifyResponse } from '@portal/contract';
import { getDashboard } from '../../lib/api/get-dashboard.ts';
import { PATHS } from '../../lib/paths.ts';
import { isCounsellingBooked, readEventCode } from '../../lib/session.ts';

export type TSignInDestination = {
  path: string;
  /** Router state for the next screen: the event screen may send a new student on to /registration. */
  state?: { isNewUser: boolean };
};

/** The address RequireAuth kept for after sign-in (lib/session.ts), once: reading it forgets it. */
function takeAfterSignInPath(): string | null {
  try {
    const path = sessionStorage.getItem(AFTER_SIGN_IN_STORAGE_KEY);
    sessionStorage.removeItem(AFTER_SIGN_IN_STORAGE_KEY);
    return path;
  } catch {
    return null; // storage disabled: the usual destination
  }
}

/** A student whose registration form is still to be filled: the first sign-in, or one that left it unnamed. */
export const needsRegistration = (result: TOtpVerifyResponse) =>
  result.role === 'STUDENT' && (result.isNewUser || result.userName.trim() === '');

/**
 * Where a signed-in user goes (documented in apps/web/README.md): a notification's address opened signed
 * out in this tab (an email's link) first, for anyone already registered; else
 * 0. staff (counsellor, admin) → /staff (they have no student screens until the staff console);
 * 1. an event code kept from `/?eventCode=` → the event registration success screen (the event flow);
 * 2. a new student → /registration;
 * 3. counselling booked (read from the server, since logout cleared the local flag) → /dashboard;
 * 4. everyone else → /courses.
 */
export async function resolveSignInDestination(result: TOtpVerifyResponse): Promise<TSignInDestination> {
  const kept = takeAfterSignInPath();
  if (kept && !needsRegistration(result)) return { path: kept };
  if ((STAFF_ROLES as readonly string[]).includes(result.role)) return { path: PATHS.staff };
  if (readEventCode()) return { path: PATHS.eventSuccess, state: { isNewUser: needsRegistration(result) } };
  if (needsRegistration(result)) return { path: PATHS.registration };
  try {
    await getDashboard(); // restores the local flag
  } catch (error) {
    console.error(error); // not worth blocking sign-in: the local flag (if any) stands
  }
  return { path: isCounsellingBooked() ? PATHS.dashboard : PATHS.courses };
}
