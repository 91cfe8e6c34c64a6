import { VisuallyHidden } from '@mantine/core';
import { ZCourseSearchText } from '@portal/contract';
import {
  lazy,
  Suspense,
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { canOpenDashboard } from '../../../lib/session.ts';
import { useSharedState } from '../../../lib/shared-state.tsx';
import { EMPTY_FILTER, hasAnyFilter, type TCourseFilterLists } from '../course-filter.ts';
import { useCourseParams } from '../hooks/use-course-params.ts';
import { useShortlistSync } from '../hooks/use-shortlist-sync.ts';
import { useShortlistToggle } from '../hooks/use-shortlist-toggle.ts';
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

/** A search text from the address, used only when the API would accept it (≥ 3 characters…). */
const validSearch = (text: string | undefined) => {
  const parsed = ZCourseSearchText.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The Courses screen (§2): filter bar, breadcrumb and infinite grid; /courses?course=<id> shows the course
 * detail in its place. The grid stays mounted (hidden) meanwhile, so closing the detail returns to the same
 * pages, scroll position and card.
 */
export function CoursesPage() {
  useShortlistSync();
  const shared = useSharedState();
  const { setStudyLevels, setCourses, setCountries } = shared;
  const { courseId, q: rawQ, listSearch, closeCourse, setSearch } = useCourseParams();
  const q = validSearch(rawQ);
  const filter = useMemo<TCourseFilterLists>(
    () => ({ studyLevels: shared.studyLevels, courses: shared.courses, countries: shared.countries }),
    [shared.studyLevels, shared.courses, shared.countries],
  );
  const { toggle, addCourse, pendingIds } = useShortlistToggle();
  const [focusRequest, setFocusRequest] = useState(0);
  const isDashboardOpen = canOpenDashboard();
  // The field the stand-in was asked to open (course-filter-bar-placeholder.tsx).
  const [filterBarWake, setFilterBarWake] = useState<TFilterField | null>(null);
  const wakeFilterBar = useCallback((field: TFilterField) => {
    setFilterBarWake((current) => current ?? field);
    preloadEmptyState(); // applying a filter may end there: it shares the bar's code
  }, []);
  const forgetFilterBarWake = useCallback(() => setFilterBarWake(null), []);
  const isFilterBarWanted = isFilterBarLoaded || filterBarWake !== null || hasAnyFilter(filter);

  // §4: a filter change starts again at page 1 (a new query) and scrolls to the top; focus follows to the results.
  const applyFilter = useCallback(
    (next: TCourseFilterLists) => {
      setStudyLevels(next.studyLevels);
      setCourses(next.courses);
      setCountries(next.countries);
      window.scrollTo({ top: 0 });
      setFocusRequest((count) => count + 1);
    },
    [setStudyLevels, setCourses, setCountries],
  );
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
  const clearAll = useCallback(() => updateCriteria(EMPTY_FILTER, undefined), [updateCriteria]);
  const clearSearch = useCallback(() => {
    setSearch(undefined);
    window.scrollTo({ top: 0 });
    setFocusRequest((count) => count + 1);
  }, [setSearch]);

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
      <div hidden={isDetailOpen}>
        <VisuallyHidden component="h1">Courses</VisuallyHidden>
        {isFilterBarWanted ? (
          <Suspense fallback={<CourseFilterBarPlaceholder onWake={wakeFilterBar} />}>
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
          <CourseFilterBarPlaceholder onWake={wakeFilterBar} />
        )}
        <CourseResults
          filter={filter}
          q={q}
          listSearch={listSearch}
          canOpenDashboard={isDashboardOpen}
          focusRequest={focusRequest}
          pendingIds={pendingIds}
          onToggleShortlist={toggle}
          onOpenDetails={openDetails}
          onUpdateCriteria={updateCriteria}
          onClearSearch={clearSearch}
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
