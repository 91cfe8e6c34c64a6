import {
  ERROR_MESSAGES,
  LIMITS,
  type TCourseFilterBody,
  type TCoursePage,
  ZCoursePage,
} from '@portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COURSE_KEYS } from './course-keys.ts';
import { nextCoursePage } from './get-student-courses.ts';

export type TFilteredCoursesRequest = {
  body: Required<TCourseFilterBody>;
  pageNumber: number;
  q?: string | undefined;
};

/** POST /api/course/filter?pageNumber&pageSize[&q] with {course_category, country, studyLevel} (§7). */
export async function getFilteredCourses(
  { body, pageNumber, q }: TFilteredCoursesRequest,
  signal?: AbortSignal,
): Promise<TCoursePage> {
  const response = await apiClient.post('/api/course/filter', body, {
    params: { pageNumber, pageSize: LIMITS.defaultPageSize, ...(q ? { q } : {}) },
    signal,
  });
  return ZCoursePage.parse(response.data);
}

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
