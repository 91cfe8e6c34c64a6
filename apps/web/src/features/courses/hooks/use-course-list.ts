import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readStudentId } from '../../../lib/session.ts';
import { filteredCoursesQuery } from '../api/get-filtered-courses.ts';
import { studentCoursesQuery } from '../api/get-student-courses.ts';
import { type TCourseFilterLists, toFilterBody } from '../course-filter.ts';

/**
 * The course grid's pages (§4 Course list): the student's listing until a filter is chosen, then the
 * filtered listing (empty lists: every course); q (the search) narrows either. Each filter and search has
 * its own query, so a change starts again at page 1.
 */
export function useCourseList(filter: TCourseFilterLists, isByStudent: boolean, q: string | undefined) {
  const studentId = readStudentId() ?? '';
  const isFiltered = !isByStudent;
  const body = useMemo(() => toFilterBody(filter), [filter]);
  const query = useInfiniteQuery(
    isFiltered ? filteredCoursesQuery(body, q) : studentCoursesQuery(studentId, q),
  );
  const courses = useMemo(() => query.data?.pages.flatMap((page) => page.content) ?? [], [query.data]);
  const lastPage = query.data?.pages.at(-1);
  return { ...query, courses, totalElements: lastPage?.totalElements ?? 0, isFiltered };
}
