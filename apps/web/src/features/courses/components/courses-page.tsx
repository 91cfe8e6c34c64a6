import { VisuallyHidden } from '@mantine/core';
import { ZCourseSearchText } from '@portal/contract';
import {
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { canOpenDashboard } from '../../../lib/session.ts';
import { useSharedState } from '../../../lib/shared-state.tsx';
import { useWhenIdle } from '../../../lib/use-when-idle.ts';
import { EMPTY_FILTER, hasAnyFilter, type TCourseFilterLists } from '../course-filter.ts';
import { useCourseParams } from '../hooks/use-course-params.ts';
import { useShortlistSync } from '../hooks/use-shortlist-sync.ts';
import { useShortlistToggle } from '../hooks/use-shortlist-toggle.ts';
import { AppliedFilters } from './applied-filters.tsx';
import { detailsLinkId } from './course-card.tsx';
import { CourseDetail } from './course-detail.tsx';
import type { TFilterField } from './course-filter-bar.tsx';
import { CourseFilterBarPlaceholder } from './course-filter-bar-placeholder.tsx';
import { CourseResults, preloadEmptyState } from './course-results.tsx';
import './courses.css';

// The filter bar's comboboxes (with their popovers, scroll areas and positioning) are a third of the
// screen's code and most of its start-up work: they load when the bar is first used (or a filter is
// applied from elsewhere), behind a stand-in of the same size.
let isFilterBarLoaded = false;
const CourseFilterBar = lazy(() =>
  import('./course-filter-bar.tsx').then((module) => {
    isFilterBarLoaded = true;
    return module;
  }),
);

// Loaded once the grid has painted (useWhenIdle): the dashboard's answer (its schema, the journey modules
// of the contract it needs, and its call) only refines the cards' bottom button, which the local flag
// drives until then.
const DashboardAccess = lazy(() => import('./dashboard-access.tsx'));

/** A search text from the address, used only when the API would accept it (≥ 3 characters…). */
const validSearch = (text: string | undefined) => {
  const parsed = ZCourseSearchText.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};

export type TCoursesPageProps = {
  /**
   * The registration answers GET /api/course/student narrows the listing to (the route reads them from the
   * onboarding details); undefined while they load or when they could not be read.
   */
  preferences?: TCourseFilterLists | undefined;
  isPreferencesLoading?: boolean;
};

/**
 * The Courses screen (§2): filter bar, breadcrumb, the applied criteria and the infinite grid;
 * /courses?course=<id> shows the course detail in its place. The grid stays mounted (hidden) meanwhile, so
 * closing the detail returns to the same pages, scroll position and card.
 *
 * Until the student chooses a filter the listing is by student (§4), which the server narrows to the
 * registration preferences: the bar and the chips show those as the applied filters, so the student sees
 * why, removes any (the filtered listing with the rest) or asks for every course.
 */
export function CoursesPage({ preferences, isPreferencesLoading = false }: TCoursesPageProps) {
  useShortlistSync();
  const shared = useSharedState();
  const { setStudyLevels, setCourses, setCountries, setIsFilterChosen } = shared;
  const { courseId, q: rawQ, listSearch, closeCourse, setSearch } = useCourseParams();
  const q = validSearch(rawQ);
  const chosenFilter = useMemo<TCourseFilterLists>(
    () => ({ studyLevels: shared.studyLevels, courses: shared.courses, countries: shared.countries }),
    [shared.studyLevels, shared.courses, shared.countries],
  );
  // Lists set by another screen count as chosen too. A search (the header's search box) looks through the
  // whole catalogue, not only the courses of the registration answers.
  const isByStudent = q === undefined && !shared.isFilterChosen && !hasAnyFilter(chosenFilter);
  // What the listing is narrowed to, as the bar, the chips and the empty state show it.
  const filter = isByStudent ? (preferences ?? EMPTY_FILTER) : chosenFilter;
  const { toggle, addCourse, pendingIds } = useShortlistToggle();
  const [focusRequest, setFocusRequest] = useState(0);
  // §2 bottom button: follows the server (a booking made since sign-in shows at once), once the grid has
  // painted; the local flag until then.
  const isIdle = useWhenIdle();
  const [isDashboardOpen, setIsDashboardOpen] = useState(canOpenDashboard);
  // The field the stand-in was asked to open (course-filter-bar-placeholder.tsx).
  const [filterBarWake, setFilterBarWake] = useState<TFilterField | null>(null);
  const wakeFilterBar = useCallback((field: TFilterField) => {
    setFilterBarWake((current) => current ?? field);
    preloadEmptyState(); // applying a filter may end there: it shares the bar's code
  }, []);
  const forgetFilterBarWake = useCallback(() => setFilterBarWake(null), []);
  // Not for the preferences: the stand-in shows them as well, and the bar's code waits for a first use.
  const isFilterBarWanted = isFilterBarLoaded || filterBarWake !== null || hasAnyFilter(chosenFilter);

  // §4: a filter change starts again at page 1 (a new query) and scrolls to the top; focus follows to the results.
  const applyFilter = useCallback(
    (next: TCourseFilterLists) => {
      setStudyLevels(next.studyLevels);
      setCourses(next.courses);
      setCountries(next.countries);
      setIsFilterChosen(true);
      window.scrollTo({ top: 0 });
      setFocusRequest((count) => count + 1);
    },
    [setStudyLevels, setCourses, setCountries, setIsFilterChosen],
  );
  /** Back to the listing by student (the preferences): nothing chosen, no search. */
  const backToPreferences = useCallback(() => {
    startTransition(() => {
      applyFilter(EMPTY_FILTER);
      setIsFilterChosen(false);
      setSearch(undefined);
    });
  }, [applyFilter, setIsFilterChosen, setSearch]);
  // Filters and search change together: the router applies its update in a transition, so the filter's is
  // put in the same one; otherwise a render with the new filter and the old search would fetch in between.
  const updateCriteria = useCallback(
    (next: TCourseFilterLists, text: string | undefined) => {
      startTransition(() => {
        applyFilter(next);
        setSearch(text);
      });
    },
    [applyFilter, setSearch],
  );
  // Clear All and 'Show all courses': no filter and no search, i.e. every course (not the preferences).
  const clearAll = useCallback(() => updateCriteria(EMPTY_FILTER, undefined), [updateCriteria]);
  const clearSearch = useCallback(() => {
    setSearch(undefined);
    window.scrollTo({ top: 0 });
    setFocusRequest((count) => count + 1);
  }, [setSearch]);

  // A new search from elsewhere (the header's search box opens /courses?q=…) starts at the top as well,
  // with focus on the results once they are in.
  const shownQ = useRef(q);
  useEffect(() => {
    if (shownQ.current === q) return;
    shownQ.current = q;
    window.scrollTo({ top: 0 });
    setFocusRequest((count) => count + 1);
  }, [q]);

  // Where the grid was when a detail opened: restored, with focus on that card's View Details, on return.
  const gridScroll = useRef(0);
  const openedFrom = useRef<number | null>(null);
  const openDetails = useCallback((id: number) => {
    gridScroll.current = window.scrollY;
    openedFrom.current = id;
  }, []);
  const isDetailOpen = courseId !== null;
  useLayoutEffect(() => {
    if (isDetailOpen || openedFrom.current === null) return;
    window.scrollTo({ top: gridScroll.current });
    document.getElementById(detailsLinkId(openedFrom.current))?.focus({ preventScroll: true });
    openedFrom.current = null;
  }, [isDetailOpen]);

  return (
    <>
      {isIdle && (
        <Suspense fallback={null}>
          <DashboardAccess onChange={setIsDashboardOpen} />
        </Suspense>
      )}
      <div hidden={isDetailOpen}>
        <VisuallyHidden component="h1">Courses</VisuallyHidden>
        {isFilterBarWanted ? (
          <Suspense fallback={<CourseFilterBarPlaceholder filter={filter} onWake={wakeFilterBar} />}>
            <CourseFilterBar
              key={JSON.stringify(filter)}
              initialFocus={filterBarWake ?? undefined}
              onInitialFocusDone={forgetFilterBarWake}
              filter={filter}
              onApply={applyFilter}
              onClearAll={clearAll}
            />
          </Suspense>
        ) : (
          <CourseFilterBarPlaceholder filter={filter} onWake={wakeFilterBar} />
        )}
        <CourseResults
          filter={filter}
          isByStudent={isByStudent}
          q={q}
          criteria={
            <AppliedFilters
              source={isByStudent ? 'preferences' : 'chosen'}
              filter={isByStudent ? preferences : chosenFilter}
              isLoading={isByStudent && isPreferencesLoading}
              q={q}
              hasPreferences={preferences !== undefined && hasAnyFilter(preferences)}
              onChange={applyFilter}
              onClearSearch={clearSearch}
              onShowAll={clearAll}
              onUsePreferences={backToPreferences}
            />
          }
          listSearch={listSearch}
          canOpenDashboard={isDashboardOpen}
          focusRequest={focusRequest}
          pendingIds={pendingIds}
          onToggleShortlist={toggle}
          onOpenDetails={openDetails}
          onUpdateCriteria={updateCriteria}
        />
      </div>
      {courseId !== null && (
        <CourseDetail
          key={courseId}
          courseId={courseId}
          isShortlisted={shared.isShortlisted(courseId)}
          isPending={pendingIds.has(courseId)}
          listSearch={listSearch}
          onAddToShortlist={addCourse}
          onClose={closeCourse}
        />
      )}
    </>
  );
}
