import { InfiniteQueryObserver, QueryObserver } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { studentCoursesQuery } from '../../features/courses/api/get-student-courses.ts';
import { CoursesPage } from '../../features/courses/components/courses-page.tsx';
import { toPreferenceFilter } from '../../features/courses/course-filter.ts';
import { COURSE_PARAM } from '../../features/courses/hooks/use-course-params.ts';
import { useOnboardingDetails } from '../../features/onboarding/api/get-onboarding-details.ts';
import { shortlistQuery } from '../../lib/api/get-shortlist.ts';
import { PATHS } from '../../lib/paths.ts';
import { SEARCH_PARAM } from '../../lib/search-params.ts';
import { isStaffUser, readStudentId } from '../../lib/session.ts';
import { appQueryClient } from '../app-query-client.ts';

/**
 * Opening /courses directly (a reload, the start after sign-in): start the grid's first page and the
 * shortlist while this chunk is still rendering, with the very options the page uses (no filter yet: the
 * filter lists start empty), so the page finds them in flight instead of asking after its first render.
 */
function prefetchFirstScreen() {
  const { pathname, search } = window.location;
  const studentId = readStudentId();
  // Staff are sent to /staff; a tab without its session keys restores them first (app/guards/require-auth.tsx).
  if (pathname !== PATHS.courses || !studentId || isStaffUser()) return;
  const params = new URLSearchParams(search);
  if (params.has(COURSE_PARAM)) return;
  // A search lists the whole catalogue (the filtered listing), which the page asks for itself.
  if (params.get(SEARCH_PARAM)?.trim()) return;
  // Observers, not prefetchQuery: the list's gcTime is 0, so a prefetched page with no observer would be
  // dropped as soon as it arrives, before the page mounts. They let go once the page has its own.
  const holds = [
    new InfiniteQueryObserver(appQueryClient, studentCoursesQuery(studentId, undefined)),
    new QueryObserver(appQueryClient, shortlistQuery()),
  ].map((observer) => observer.subscribe(() => {}));
  releaseFirstScreen = () => {
    for (const release of holds) release();
  };
}
let releaseFirstScreen = () => {};
prefetchFirstScreen();

/**
 * §2 Courses (/courses), with the course detail at /courses?course=<id> (see features/courses). The
 * student's listing is narrowed to the registration answers (GET /api/course/student): they come from the
 * onboarding details, and the page shows them as the applied filters.
 */
export default function CoursesRoute() {
  // Child effects (the page's own query subscriptions) run before this one.
  useEffect(() => {
    releaseFirstScreen();
    releaseFirstScreen = () => {};
  }, []);
  const studentId = Number(readStudentId());
  const details = useOnboardingDetails(Number.isInteger(studentId) && studentId > 0 ? studentId : null);
  const answers = details.data?.details;
  const preferences = useMemo(() => (answers ? toPreferenceFilter(answers) : undefined), [answers]);
  // Without a student id the read is disabled (pending, but nothing is coming): every course is offered.
  const isLoading = details.isPending && details.fetchStatus !== 'idle';
  return <CoursesPage preferences={preferences} isPreferencesLoading={isLoading} />;
}
