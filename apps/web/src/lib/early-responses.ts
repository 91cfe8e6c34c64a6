import { LIMITS } from '@portal/contract';
import { PATHS } from './paths.ts';
import { isStaffUser, readStudentId } from './session.ts';

/**
 * The one early-fetch path: requests the build's boot script (src/boot, run in <head> before the app's code
 * has loaded) starts, kept by URL for the app to take. Today the first page of the student's course listing
 * when /courses is opened directly, the most common first screen after sign-in. Each answer is taken once
 * (later requests go to the server); null when the early request failed, so the caller asks again the usual
 * way (with the usual errors). Also /profile's three reads (the profile, its documents, the photo, which is
 * the page's largest paint): on a slow phone they otherwise wait ~0.4 s for the page's code; and the
 * application journey's (its applications, the profile and documents of Essential Docs), the dashboard's
 * cards, and /shortlisted's list with the cards whose flags decide its buttons.
 */
type TEarlyResponses = Record<string, Promise<unknown> | undefined>;
declare global {
  interface Window {
    earlyResponses?: TEarlyResponses;
  }
}

/** GET /api/course/student's first page, unfiltered: the URL the boot script and the app both use. */
export const firstStudentCoursesUrl = (studentId: string) =>
  `/api/course/student?${new URLSearchParams({
    studentId,
    pageNumber: String(LIMITS.firstPage),
    pageSize: String(LIMITS.defaultPageSize),
  })}`;

/** The signed-in student's own reads /profile starts with (lib/student-profile-query.ts, lib/api). */
export const EARLY_PROFILE_URLS = {
  profile: '/api/student-profiles',
  documents: '/student/document/download-all',
  // A student without a photo gets a 404 here: null, so the page asks once more and gets its 404 answer.
  // The contract's PROFILE_PHOTO_URL, written out: its module holds zod schemas, which the boot script
  // (this file's first reader, 8 KB at most) must not pull in. boot.test.ts checks the two agree.
  photo: '/api/student-profiles/download/photo',
} as const;

// The calls' own files spell their paths out (lib/api/one-home-per-call.test.ts finds calls by them); these
// copies are what the boot script fetches and the calls take, and boot.test.ts pins them to those paths.

/** GET /api/application: the list the application journey chooses its application from (lib/api). */
export const APPLICATIONS_URL = '/api/application';
/** GET /api/dashboard: the cards, and the flags /shortlisted's buttons depend on (lib/api/get-dashboard.ts). */
export const DASHBOARD_URL = '/api/dashboard';
/** GET /shortlist: the student's shortlisted courses (lib/api/get-shortlist.ts). */
export const SHORTLIST_URL = '/shortlist';

/** What the address's screen asks for first: /courses's first page (exactly /courses: a search or a course
 * detail asks for something else), /profile's reads, or the journey's (its applications, then Essential
 * Docs: the profile and its documents). */
function earlyUrlsOf(studentId: string): string[] {
  if (location.pathname === PATHS.courses && !location.search) return [firstStudentCoursesUrl(studentId)];
  if (location.pathname === PATHS.profile) return Object.values(EARLY_PROFILE_URLS);
  if (location.pathname === PATHS.applicationJourney) {
    return [APPLICATIONS_URL, EARLY_PROFILE_URLS.profile, EARLY_PROFILE_URLS.documents];
  }
  if (location.pathname === PATHS.dashboard) return [DASHBOARD_URL];
  // Exactly /shortlisted: a search (?q=) filters the same list, but is rarely a first screen.
  if (location.pathname === PATHS.shortlisted && !location.search) return [SHORTLIST_URL, DASHBOARD_URL];
  return [];
}

/**
 * Run by the boot script for a signed-in visitor whose tab knows its student. Not for staff (sent to
 * /staff), nor in a tab without its session keys (it restores them first, then the screen asks).
 */
export function startEarlyRequests(token: string): void {
  try {
    const studentId = readStudentId();
    if (!studentId || isStaffUser()) return;
    // An old browser: the app asks the usual way.
    if (typeof window.fetch !== 'function' || typeof window.AbortSignal?.timeout !== 'function') return;
    const responses: TEarlyResponses = {};
    for (const url of earlyUrlsOf(studentId)) {
      responses[url] = fetch(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(LIMITS.requestTimeoutMs),
      })
        .then((answer): Promise<unknown> | null => (answer.ok ? answer.json() : null))
        .catch(() => null);
    }
    if (Object.keys(responses).length > 0) window.earlyResponses = responses;
  } catch {
    // storage or fetch refused: the app asks the usual way
  }
}

export function takeEarlyResponse(url: string): Promise<unknown> | undefined {
  if (!window.earlyResponses) return undefined;
  const response = window.earlyResponses[url];
  delete window.earlyResponses[url];
  return response;
}
