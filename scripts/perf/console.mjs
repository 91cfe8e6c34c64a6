// The staff console's pages, measured as a counsellor at a desk sees them: Lighthouse's desktop preset
// (a 1350 × 940 screen, a fast wired link), the CPU calibrated to the host like the phone's (calibration.mjs),
// the counsellor signed in through the OTP calls and their session stored in the tab as a sign-in would.
import { log, medianRun, RUNS, runLighthouse } from './lighthouse.mjs';
import { call, signInStaffSession } from './portal.mjs';

export const CONSOLE_BUDGET = { performance: 95 };

/** The pages a counsellor works in, in the order of a day: the queue, the student list, the board, a student. */
const consolePages = (studentId) => [
  { path: '/staff', name: 'queue' },
  { path: '/staff/students', name: 'student list' },
  { path: '/staff/applications', name: 'board' },
  { path: `/staff/students/${studentId}`, name: 'student page' },
];

/**
 * Lighthouse desktop on each console page (median of RUNS); `studentId` is the student whose page is opened
 * (the perf student, who by then has booked, shortlisted, paid and applied). `onlyScreens` (PERF_SCREENS)
 * picks pages by path or name ('console' for all of them); undefined measures every page.
 */
export async function measureConsole(rows, browserRun, portal, studentId, onlyScreens) {
  const pages = consolePages(studentId).filter(
    (page) =>
      !onlyScreens || ['console', page.path, page.name].some((wanted) => onlyScreens.includes(wanted)),
  );
  if (pages.length === 0) return;
  // One sign-in (the OTP calls allow 3 codes per number in 10 minutes), its token renewed before each page
  // as the console renews it while its member works: a long run on the busy host once found the tab signed
  // out on its second page.
  const { storage } = await signInStaffSession(portal);
  for (const page of pages) {
    const renewed = await call(portal.baseUrl, 'POST', '/auth/session/renew', {
      token: storage.localItems.token,
    }).catch(() => null);
    if (renewed?.token) storage.localItems.token = renewed.token;
    log(`Lighthouse desktop on ${page.path} (${page.name}), a counsellor signed in (${RUNS} runs) …`);
    const result = await medianRun(
      () => runLighthouse(browserRun, `${portal.baseUrl}${page.path}`, storage, [], 'desktop'),
      `${page.path} (desktop)`,
    );
    rows.push({
      check: `Lighthouse desktop performance, console ${page.name}`,
      result,
      measured: result.performance,
      budget: `>= ${CONSOLE_BUDGET.performance}`,
      ok: result.performance >= CONSOLE_BUDGET.performance,
    });
  }
}
