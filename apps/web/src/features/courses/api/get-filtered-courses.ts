import { ERROR_MESSAGES, LIMITS, type TCourseFilterBody } from '@portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { filterCourses } from '../../../lib/api/filter-courses.ts';
import { COURSE_KEYS } from './course-keys.ts';
import { nextCoursePage } from './get-student-courses.ts';

/**
 * The filtered listing (§4: used once any filter is chosen), its pages read by lib/api/filter-courses.ts (the
 * one home of POST /api/course/filter). §8: 'Failed to fetch filtered courses!'.
 */
export const filteredCoursesQuery = (body: Required<TCourseFilterBody>, q: string | undefined) =>
  infiniteQueryOptions({
    queryKey: COURSE_KEYS.list('filter', { ...body, q: q ?? '' }),
    queryFn: ({ pageParam, signal }) => filterCourses({ body, pageNumber: pageParam, q }, signal),
    initialPageParam: LIMITS.firstPage,
    getNextPageParam: nextCoursePage,
    gcTime: 0,
    meta: { errorMessage: ERROR_MESSAGES.fetchFilteredCourses },
  });
