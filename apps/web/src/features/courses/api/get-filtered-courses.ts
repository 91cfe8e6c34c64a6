import { ERROR_MESSAGES, LIMITS, type TCourseFilterBody } from '@portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { filterCourses, type TCourseFilterRequest } from '../../../lib/api/filter-courses.ts';
import { COURSE_KEYS } from './course-keys.ts';
import { nextCoursePage } from './get-student-courses.ts';

export type TFilteredCoursesRequest = Omit<TCourseFilterRequest, 'pageSize'>;

/** The filtered listing's pages (lib/api/filter-courses.ts: the one home of POST /api/course/filter). */
export const getFilteredCourses = (request: TFilteredCoursesRequest, signal?: AbortSignal) =>
  filterCourses(request, signal);

/** The filtered listing (§4: used once any filter is chosen). §8: 'Failed to fetch filtered courses!'. */
export const filteredCoursesQuery = (body: Required<TCourseFilterBody>, q: string | undefined) =>
  infiniteQueryOptions({
    queryKey: COURSE_KEYS.list('filter', { ...body, q: q ?? '' }),
    queryFn: ({ pageParam, signal }) => getFilteredCourses({ body, pageNumber: pageParam, q }, signal),
    initialPageParam: LIMITS.firstPage,
    getNextPageParam: nextCoursePage,
    gcTime: 0,
    meta: { errorMessage: ERROR_MESSAGES.fetchFilteredCourses },
  });
