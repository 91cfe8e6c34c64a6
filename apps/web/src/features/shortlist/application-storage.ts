import { SESSION_STORAGE_KEYS, type TApplication } from '@portal/contract';
import { readEnrollmentId } from '../../lib/session.ts';

/**
 * §3/§4 Apply flow: the created application's id, courseId and status go to session storage
 * (applicationId, appliedCourseId, applicationStatus), where the application journey reads them.
 * (lib/session.ts has no writer for these three keys yet; this is the only place that writes them.)
 */
export function storeApplication(application: TApplication): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.applicationId, String(application.id));
    sessionStorage.setItem(SESSION_STORAGE_KEYS.appliedCourseId, String(application.courseId));
    sessionStorage.setItem(SESSION_STORAGE_KEYS.applicationStatus, application.status);
  } catch {
    // storage full or disabled: the journey screen then reads the application from the server
  }
}

/** The enrollment of the application-create payload (§3), from session storage; null lets the server pick the latest. */
export function readEnrollmentIdForApply(): number | null {
  const stored = Number(readEnrollmentId());
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}
