import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readStudentId } from '../../../lib/session.ts';
import { filteredCoursesQuery } from '../api/get-filtered-courses.ts';
import { studentCoursesQuery } from '../api/get-student-courses.ts';
import { hasAnyFilter, type TCourseFilterLists, toFilterBody } from '../course-filter.ts';

/**
 * The course grid's pages (§4 Course list): the student's listing without filters, the filtered listing
 * once any filter is chosen; q (the empty state's search) narrows either. Each filter and search has its
 * own query, so a change starts again at page 1.
 */
export function useCourseList(filter: TCourseFilterLists, q: string | undefined) {
  const studentId = readStudentId() ?? '';
  const isFiltered = hasAnyFilter(filter);
  const body = useMemo(() => toFilterBody(filter), [filter]);
  const query = useInfiniteQuery(
    isFiltered ? filteredCoursesQuery(body, q) : studentCoursesQuery(studentId, q),
  );
  const courses = useMemo(() => query.data?.pages.flatMap((page) => page.content) ?? [], [query.data]);
  const lastPage = query.data?.pages.at(-1);
  return { ...query, courses, totalElements: lastPage?.totalElements ?? 0, isFiltered };
}
