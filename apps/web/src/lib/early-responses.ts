import { LIMITS } from '@portal/contract';

/**
 * Requests the build's boot script (scripts/prerender.mjs → dist/boot.js) starts before the app's code has
 * loaded, by URL: today the first page of the student's course listing when /courses is opened directly,
 * the most common first screen after sign-in. Each answer is taken once (later requests go to the server);
 * null when the early request failed, so the caller asks again the usual way (with the usual errors).
 */
type TEarlyResponses = Record<string, Promise<unknown> | undefined>;
declare global {
  interface Window {
    earlyResponses?: TEarlyResponses;
  }
}

export function takeEarlyResponse(url: string): Promise<unknown> | undefined {
  if (!window.earlyResponses) return undefined;
  const response = window.earlyResponses[url];
  delete window.earlyResponses[url];
  return response;
}

/** GET /api/course/student's first page, unfiltered: the URL the boot script and the app both use. */
export const firstStudentCoursesUrl = (studentId: string) =>
  `/api/course/student?${new URLSearchParams({
    studentId,
    pageNumber: String(LIMITS.firstPage),
    pageSize: String(LIMITS.defaultPageSize),
  })}`;
