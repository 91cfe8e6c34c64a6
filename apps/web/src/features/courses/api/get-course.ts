import { type TCourse, type TCoursePage, ZCourse } from '@portal/contract';
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { COURSE_KEYS } from './course-keys.ts';

/** GET /api/course/university/{id} (§7): one course with its university (404 'Course not found'). */
export async function getCourse(courseId: number, signal?: AbortSignal): Promise<TCourse> {
  const response = await apiClient.get(`/api/course/university/${courseId}`, { signal });
  return ZCourse.parse(response.data);
}

/** The course as a loaded grid page already holds it, so the detail opens at once. */
export function findListedCourse(queryClient: QueryClient, courseId: number): TCourse | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<TCoursePage>>({ queryKey: COURSE_KEYS.lists() });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const course = page.content.find((item) => item.id === courseId);
      if (course) return course;
    }
  }
  return undefined;
}

/** The detail screen shows its own failure (a missing course is a message there, not a toast). */
export const courseQuery = (courseId: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: COURSE_KEYS.detail(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
    placeholderData: () => findListedCourse(queryClient, courseId),
    meta: { isShownInline: true },
  });

export function useCourse(courseId: number) {
  const queryClient = useQueryClient();
  return useQuery(courseQuery(courseId, queryClient));
}
