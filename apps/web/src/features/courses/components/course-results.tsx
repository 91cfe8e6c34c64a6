import { Alert, Button, VisuallyHidden } from '@mantine/core';
import { LIMITS, type TCourse } from '@portal/contract';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useSharedState } from '../../../lib/shared-state.tsx';
import type { TCourseFilterLists } from '../course-filter.ts';
import { useCourseList } from '../hooks/use-course-list.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { CourseCard } from './course-card.tsx';
import { CourseCardSkeletons } from './course-card-skeleton.tsx';
import { CoursesBreadcrumb } from './courses-breadcrumb.tsx';

export type TCourseResultsProps = {
  /** What the listing is narrowed to (the registration preferences while it is by student). */
  filter: TCourseFilterLists;
  /** The listing by student (§4: no filter chosen yet) rather than the filtered one. */
  isByStudent: boolean;
  q: string | undefined;
  /** The applied criteria (applied-filters.tsx), shown between the breadcrumb and the count. */
  criteria: ReactNode;
  listSearch: string;
  canOpenDashboard: boolean;
  /** Changes on every APPLY / Clear All: focus then moves to the results once they are in. */
  focusRequest: number;
  pendingIds: ReadonlySet<number>;
  onToggleShortlist: (course: TCourse, isShortlisted: boolean) => void;
  onOpenDetails: (courseId: number) => void;
  onUpdateCriteria: (filter: TCourseFilterLists, q: string | undefined) => void;
};

// The empty state's search form shares the filter bar's comboboxes: its code loads when it is needed, or
// ahead, once the filter bar is used (courses-page.tsx).
const loadEmptyState = () => import('./courses-empty-state.tsx');
export const preloadEmptyState = () => void loadEmptyState().catch(() => {}); // retried when needed
const CoursesEmptyState = lazy(() =>
  loadEmptyState().then((module) => ({ default: module.CoursesEmptyState })),
);

/** 1234 → '1,234' (toLocaleString would first load the locale data: a long task on a slow phone). */
const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const countText = (total: number) => `${withThousands(total)} ${total === 1 ? 'course' : 'courses'} found`;

/**
 * The breadcrumb, the result count and the infinite grid (§2, §4 Course list): 12 skeletons while the first
 * page loads, the next page when the bottom comes near while page < totalPages, the empty state when
 * nothing matches.
 */
export function CourseResults({
  filter,
  isByStudent,
  q,
  criteria,
  listSearch,
  canOpenDashboard,
  focusRequest,
  pendingIds,
  onToggleShortlist,
  onOpenDetails,
  onUpdateCriteria,
}: TCourseResultsProps) {
  const liveList = useCourseList(filter, isByStudent, q);
  const { courses: liveCourses, totalElements: liveTotal, data, error, status } = liveList;
  const liveView = useMemo(
    () => ({
      courses: liveCourses,
      totalElements: liveTotal,
      data,
      error,
      isPending: status === 'pending',
      isSuccess: status === 'success',
      isError: status === 'error',
      isFetchingNextPage: liveList.isFetchingNextPage,
      isFetchNextPageError: liveList.isFetchNextPageError,
    }),
    [liveCourses, liveTotal, data, error, status, liveList.isFetchingNextPage, liveList.isFetchNextPageError],
  );
  // The grid draws what it has while a new page's cards are rendered in the background (a query update
  // is an urgent render: a page of cards at once would block input on a slow phone).
  const list = useDeferredValue(liveView);
  const isCaughtUp = list === liveView;
  const { courses, totalElements, isFetchingNextPage } = list;
  const { hasNextPage, fetchNextPage } = liveList;
  const { shortlistedCourses } = useSharedState();
  const shortlistedIds = useMemo(
    () => new Set(shortlistedCourses.map((course) => course.id)),
    [shortlistedCourses],
  );

  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(sentinel, {
    // Only once the grid shows every page it has: while the last page's cards are still being drawn, the
    // sentinel sits where they will go, in view, and would ask for one more page.
    isEnabled: isCaughtUp && hasNextPage && !liveList.isFetchingNextPage && !liveList.isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

  const isEmpty = list.isSuccess && courses.length === 0;
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const handledFocusRequest = useRef(focusRequest);
  useEffect(() => {
    if (list.isPending || handledFocusRequest.current === focusRequest) return;
    handledFocusRequest.current = focusRequest;
    focusTarget.current?.focus({ preventScroll: true });
  }, [focusRequest, list.isPending]);

  const nextPageSize = Math.min(LIMITS.defaultPageSize, Math.max(totalElements - courses.length, 0));

  return (
    <>
      <div className="courses-summary">
        <CoursesBreadcrumb canOpenDashboard={canOpenDashboard} />
      </div>
      {criteria}
      {list.isError && !list.data && (
        <Alert color="red" title="Courses could not be loaded" mb="md">
          {errorMessageOf(list.error)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void liveList.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {isEmpty ? (
        <Suspense fallback={<div className="courses-empty-loading" aria-busy="true" />}>
          <CoursesEmptyState
            key={`${JSON.stringify(filter)}|${q ?? ''}`}
            filter={filter}
            q={q}
            onUpdate={onUpdateCriteria}
            headingRef={focusTarget}
          />
        </Suspense>
      ) : (
        <section aria-labelledby="courses-count" aria-busy={list.isPending || isFetchingNextPage}>
          <h2 id="courses-count" className="courses-summary__count" ref={focusTarget} tabIndex={-1}>
            {list.isPending ? 'Loading courses…' : list.isSuccess ? countText(totalElements) : 'Courses'}
          </h2>
          <ul className="course-grid" aria-label="Courses">
            {list.isPending ? (
              <CourseCardSkeletons count={LIMITS.skeletonCount} />
            ) : (
              courses.map((course, index) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    isShortlisted={shortlistedIds.has(course.id)}
                    isPending={pendingIds.has(course.id)}
                    canOpenDashboard={canOpenDashboard}
                    listSearch={listSearch}
                    isAboveFold={index < 4}
                    onToggleShortlist={onToggleShortlist}
                    onOpenDetails={onOpenDetails}
                  />
                </li>
              ))
            )}
            {isFetchingNextPage && <CourseCardSkeletons count={nextPageSize} />}
          </ul>
          <div ref={sentinel} className="courses-more">
            {isFetchingNextPage && <VisuallyHidden role="status">Loading more courses</VisuallyHidden>}
            {list.isFetchNextPageError && (
              <Button variant="light" onClick={() => void fetchNextPage()}>
                Load more courses
              </Button>
            )}
          </div>
        </section>
      )}
    </>
  );
}
