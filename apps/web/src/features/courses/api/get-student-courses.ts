import { ERROR_MESSAGES, LIMITS, type TCoursePage, ZCoursePage } from '@portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { firstStudentCoursesUrl, takeEarlyResponse } from '../../../lib/early-responses.ts';
import { COURSE_KEYS } from './course-keys.ts';

export type TStudentCoursesRequest = {
  studentId: string;
  pageNumber: number;
  /** Optional text search (already validated: ≥ 3 characters). */
  q?: string | undefined;
};

/** GET /api/course/student?studentId&pageNumber&pageSize[&q] (§7): the student's listing, one page. */
export async function getStudentCourses(
  { studentId, pageNumber, q }: TStudentCoursesRequest,
  signal?: AbortSignal,
): Promise<TCoursePage> {
  if (pageNumber === LIMITS.firstPage && !q) {
    const early = await takeEarlyResponse(firstStudentCoursesUrl(studentId));
    if (early) return ZCoursePage.parse(early);
  }
  const response = await apiClient.get('/api/course/student', {
    params: { studentId, pageNumber, pageSize: LIMITS.defaultPageSize, ...(q ? { q } : {}) },
    signal,
  });
  return ZCoursePage.parse(response.data);
}

/** §4: the next page while page < totalPages. */
export const nextCoursePage = (last: TCoursePage) =>
  last.page < last.totalPages ? last.page + 1 : undefined;

/**
 * The unfiltered listing as an infinite query (page size 10, first page 1). gcTime 0: leaving a listing
 * (a filter change) forgets its pages, so coming back starts again at page 1 (§4).
 * §8: 'Failed to fetch student courses!' or the server's message.
 */
export const studentCoursesQuery = (studentId: string, q: string | undefined) =>
  infiniteQueryOptions({
    queryKey: COURSE_KEYS.list('student', { studentId, q: q ?? '' }),
    queryFn: ({ pageParam, signal }) => getStudentCourses({ studentId, pageNumber: pageParam, q }, signal),
    initialPageParam: LIMITS.firstPage,
    getNextPageParam: nextCoursePage,
    gcTime: 0,
    meta: { errorMessage: ERROR_MESSAGES.fetchCourses },
  });
