import { LIMITS, type TCourseFilterBody, type TCoursePage, ZCoursePage } from '@portal/contract';
import { apiClient } from '../api-client.ts';

export type TCourseFilterRequest = {
  body: Required<TCourseFilterBody>;
  pageNumber: number;
  pageSize?: number;
  q?: string | undefined;
};

/**
 * POST /api/course/filter?pageNumber&pageSize[&q] with {course_category, country, studyLevel} (§7). Empty
 * lists and no level search the whole catalogue: the courses screen's filtered listing and the staff
 * console's catalogue search both read it (each with its own cache entries).
 */
export async function filterCourses(
  { body, pageNumber, pageSize = LIMITS.defaultPageSize, q }: TCourseFilterRequest,
  signal?: AbortSignal,
): Promise<TCoursePage> {
  const response = await apiClient.post('/api/course/filter', body, {
    params: { pageNumber, pageSize, ...(q ? { q } : {}) },
    signal,
  });
  return ZCoursePage.parse(response.data);
}
